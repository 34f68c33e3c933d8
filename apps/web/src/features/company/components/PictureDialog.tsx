import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { DIALOG_WIDTH, NULL_ID, PICTURE_MAX_BYTES_WEB } from '@lonportal/domain/constants';
import { errorMessageKey } from '../../../lib/api-client';
import { useSnackbar } from '../../../ui/snackbar';
import { useDeleteCompanyPicture } from '../api/delete-company-picture';
import { usePutCompanyPicture } from '../api/put-company-picture';
import {
  checkPictureFile,
  cropToPngBase64,
  loadImage,
  PICTURE_ACCEPT,
  type PictureProblem,
} from '../picture-file';
import { CompanyAvatar } from './CompanyAvatar';

interface Props {
  open: boolean;
  onClose: () => void;
  ftgId: string;
  pictureId: string;
  companyName: string;
  /** The company's picture changed: its new id, or all zeros once deleted. */
  onChanged: (pictureId: string) => void;
}

interface Chosen {
  url: string;
  image: HTMLImageElement;
}

const PROBLEM_KEYS: Record<PictureProblem, string> = {
  invalidImage: 'errors.invalidImage',
  imageTooLarge: 'company.picture.tooLarge',
};
const MAX_MB = PICTURE_MAX_BYTES_WEB / (1024 * 1024);

/** SPEC §2.5 Picture edit dialog: upload, crop to a square, save or delete the company picture. */
export function PictureDialog({ open, onClose, ftgId, pictureId, companyName, onChanged }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { showSnackbar } = useSnackbar();
  const save = usePutCompanyPicture();
  const remove = useDeleteCompanyPicture();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  // SPEC §4 Picture dialog: saving and deleting block closing.
  const busy = save.isPending || remove.isPending;

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);

  const reset = () => {
    setChosen(null);
    setProblem(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    save.reset();
    remove.reset();
  };
  const close = () => {
    if (!busy) onClose();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again
    if (!file) return;
    setChosen(null);
    const fileProblem = checkPictureFile(file);
    if (fileProblem) return setProblem(t(PROBLEM_KEYS[fileProblem], { max: MAX_MB }));
    const url = URL.createObjectURL(file);
    try {
      setChosen({ url, image: await loadImage(url) });
      setProblem(null);
    } catch {
      // The browser cannot decode it (e.g. HEIC outside Safari), so it cannot be cropped here.
      URL.revokeObjectURL(url);
      setProblem(t('errors.invalidImage'));
    }
  };

  const submit = () => {
    if (!chosen || !area) return;
    save.mutate(
      { Content: cropToPngBase64(chosen.image, area), Type: 'png' },
      {
        onSuccess: ({ Id }) => {
          onChanged(Id);
          showSnackbar({ text: t('company.picture.saved'), color: 'success' });
          onClose();
        },
        onError: (err) => setProblem(t(errorMessageKey(err), { max: MAX_MB })),
      },
    );
  };

  const deletePicture = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        onChanged(NULL_ID);
        showSnackbar({ text: t('company.picture.deleted'), color: 'success' });
        onClose();
      },
      onError: (err) => setProblem(t(errorMessageKey(err))),
    });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } },
        transition: { onExited: reset },
      }}
    >
      <DialogTitle id={titleId}>{t('company.picture.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('company.picture.hint', { name: companyName, max: MAX_MB })}
        </Typography>
        {chosen ? (
          <>
            <Box
              sx={{
                position: 'relative',
                height: 300,
                bgcolor: 'grey.900',
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              <Cropper
                image={chosen.url}
                crop={crop}
                zoom={zoom}
                aspect={1}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            </Box>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
              <Typography id={`${titleId}-zoom`} variant="body2">
                {t('company.picture.zoom')}
              </Typography>
              <Slider
                value={zoom}
                min={1}
                max={3}
                step={0.05}
                onChange={(_, value) => setZoom(value)}
                aria-labelledby={`${titleId}-zoom`}
              />
            </Stack>
          </>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
            <CompanyAvatar ftgId={ftgId} pictureId={pictureId} name={companyName} size={160} />
          </Box>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
          sx={{ mr: 'auto' }}
        >
          {t('company.picture.upload')}
        </Button>
        <input ref={fileInput} type="file" accept={PICTURE_ACCEPT} hidden onChange={(e) => void choose(e)} />
        <Button onClick={close} disabled={busy}>
          {t('company.picture.cancel')}
        </Button>
        {pictureId !== NULL_ID && (
          <Button color="error" onClick={deletePicture} loading={remove.isPending} disabled={busy}>
            {t('company.picture.delete')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={submit}
          loading={save.isPending}
          disabled={!chosen || !area || busy}
        >
          {t('company.picture.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
