import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppDialog } from '../../ui/AppDialog';
import { fileFailureStore } from '../../lib/file-transfer';
import { useStore } from '../../lib/store';

/** SPEC §8: "Utskrift misslyckades" / "Filnedladdning misslyckades" with the server's message; FileFailureDialog mounts it. */
export function FileFailureAppDialog() {
  const { t } = useTranslation();
  const failure = useStore(fileFailureStore);
  const close = () => fileFailureStore.set(null);
  const translated = failure ? t(failure.messageKey) : '';
  return (
    <AppDialog
      open={failure !== null}
      onClose={close}
      title={failure ? t(`global.fileFailure.${failure.action}`) : ''}
      actions={
        <Button type="button" variant="contained" onClick={close}>
          {t('global.fileFailure.close')}
        </Button>
      }
    >
      <Typography>{translated}</Typography>
      {failure?.serverMessage && failure.serverMessage !== translated && (
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>{failure.serverMessage}</Typography>
      )}
    </AppDialog>
  );
}
