import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { closeSnackbar, type SnackbarState } from '../lib/snackbar-store';
import { snackbarPosition } from './snackbar-position';
import { snackbarTimeout } from './snackbar-timeout';
import { useDialogOpen } from './use-dialog-open';

/** The app's one snackbar on screen (ui/snackbar.tsx loads it when the browser is idle). */
export function SnackbarView({ shown }: { shown: SnackbarState }) {
  const { t } = useTranslation();
  const { message } = shown;
  const dialogOpen = useDialogOpen();
  const text = message.text ?? t(message.key, message.values);
  const title = message.title ?? (message.titleKey ? t(message.titleKey) : undefined);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') closeSnackbar();
  };
  return (
    <Snackbar
      key={shown.id}
      open={shown.open}
      onClose={close}
      autoHideDuration={snackbarTimeout(text, message.timeout)}
      anchorOrigin={snackbarPosition(message.position, dialogOpen)}
    >
      <Alert
        severity={message.color ?? 'error'}
        variant="filled"
        onClose={close}
        sx={{ width: '100%', maxWidth: 560, whiteSpace: message.multiline ? 'pre-line' : 'normal' }}
      >
        {title && <AlertTitle>{title}</AlertTitle>}
        {text}
      </Alert>
    </Snackbar>
  );
}
