import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { DIALOG_WIDTH, NULL_ID } from '@lonportal/domain/constants';
import { PICTURE_ACCEPT } from '../picture-file';
import { PICTURE_MAX_MB, usePictureEditor } from '../use-picture-editor';
import { CompanyAvatar } from './CompanyAvatar';
import { PictureCropper } from './PictureCropper';

interface Props {
  open: boolean;
  onClose: () => void;
  ftgId: string;
  pictureId: string;
  companyName: string;
  /** The company's picture changed: its new id, or all zeros once deleted. */
  onChanged: (pictureId: string) => void;
}

/** SPEC §2.5 Picture edit dialog: upload, crop to a square, save or delete the company picture. */
export function PictureDialog({ open, onClose, ftgId, pictureId, companyName, onChanged }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = usePictureEditor(onChanged, onClose);
  const { chosen, busy, close } = editor;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } },
        transition: { onExited: editor.reset },
      }}
    >
      <DialogTitle id={titleId}>{t('company.picture.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('company.picture.hint', { name: companyName, max: PICTURE_MAX_MB })}
        </Typography>
        {chosen ? (
          <PictureCropper
            url={chosen.url}
            crop={editor.crop.crop}
            onCrop={editor.crop.setCrop}
            zoom={editor.crop.zoom}
            onZoom={editor.crop.setZoom}
            onArea={editor.crop.setArea}
            zoomLabelId={`${titleId}-zoom`}
          />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
            <CompanyAvatar ftgId={ftgId} pictureId={pictureId} name={companyName} size={160} />
          </Box>
        )}
        {editor.problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {editor.problem}
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
        <input
          ref={fileInput}
          type="file"
          accept={PICTURE_ACCEPT}
          hidden
          onChange={(e) => void editor.choose(e)}
        />
        <Button onClick={close} disabled={busy}>
          {t('company.picture.cancel')}
        </Button>
        {pictureId !== NULL_ID && (
          <Button color="error" onClick={editor.deletePicture} loading={editor.deleting} disabled={busy}>
            {t('company.picture.delete')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={editor.submit}
          loading={editor.saving}
          disabled={!chosen || !editor.crop.area || busy}
        >
          {t('company.picture.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
