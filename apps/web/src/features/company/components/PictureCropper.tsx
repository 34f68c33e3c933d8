import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The chosen picture cropped to a square, with its zoom. */
export function PictureCropper({
  url,
  crop,
  onCrop,
  zoom,
  onZoom,
  onArea,
  zoomLabelId,
}: {
  url: string;
  crop: { x: number; y: number };
  onCrop: (crop: { x: number; y: number }) => void;
  zoom: number;
  onZoom: (zoom: number) => void;
  /** The crop in the picture's pixels, once it settles. */
  onArea: (area: Area) => void;
  zoomLabelId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Box
        sx={{ position: 'relative', height: 300, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}
      >
        <Cropper
          image={url}
          crop={crop}
          zoom={zoom}
          aspect={1}
          onCropChange={onCrop}
          onZoomChange={onZoom}
          onCropComplete={(_, pixels) => onArea(pixels)}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
        <Typography id={zoomLabelId} variant="body2">
          {t('company.picture.zoom')}
        </Typography>
        <Slider
          value={zoom}
          min={1}
          max={3}
          step={0.05}
          onChange={(_, value) => onZoom(value)}
          aria-labelledby={zoomLabelId}
        />
      </Stack>
    </>
  );
}
