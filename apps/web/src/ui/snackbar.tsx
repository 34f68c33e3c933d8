import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import {
  closeSnackbar,
  showSnackbar,
  snackbarStore,
  type SnackbarMessage,
  type SnackbarPosition,
} from '../lib/snackbar-store';
import { useStore } from '../lib/store';
import { snackbarTimeout } from './snackbar-timeout';

const DEFAULT_POSITION: SnackbarPosition = { vertical: 'bottom', horizontal: 'center' };

export interface SnackbarApi {
  showSnackbar: (message: SnackbarMessage) => void;
  /** Hides the message on screen, e.g. when the user tries again. */
  closeSnackbar: () => void;
}

const API: SnackbarApi = { showSnackbar, closeSnackbar };

/** Shows what lib/snackbar-store.ts holds: one snackbar for the app. */
function SnackbarHost() {
  const { t } = useTranslation();
  const shown = useStore(snackbarStore);
  if (!shown) return null;
  const { message } = shown;
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
      anchorOrigin={message.position ?? DEFAULT_POSITION}
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

/** The page under the app's snackbar. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <SnackbarHost />
    </>
  );
}

/** The app's snackbar (the same store as `showSnackbar` in lib/snackbar-store.ts). */
export function useSnackbar(): SnackbarApi {
  return API;
}
