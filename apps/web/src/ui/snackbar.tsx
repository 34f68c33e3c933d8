import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import {
  SNACKBAR_LONG_TEXT,
  SNACKBAR_LONG_TIMEOUT_MS,
  SNACKBAR_TIMEOUT_MS,
} from '@lonportal/domain/constants';

/** SPEC §2.5 Snackbar: title, text, colour, timeout (visibility and position are the provider's). */
export interface SnackbarMessage {
  text: string;
  title?: string;
  /** Default error (SPEC §8). */
  color?: AlertColor;
  /** Milliseconds; default 10 s. */
  timeout?: number;
}

/** SPEC §8: 10 s by default; a text over 100 characters gets 20 s when the time-out is 10 s or less. */
export function snackbarTimeout(text: string, timeout: number = SNACKBAR_TIMEOUT_MS): number {
  return text.length > SNACKBAR_LONG_TEXT && timeout <= SNACKBAR_TIMEOUT_MS
    ? SNACKBAR_LONG_TIMEOUT_MS
    : timeout;
}

export interface SnackbarApi {
  showSnackbar: (message: SnackbarMessage) => void;
  /** Hides the message on screen, e.g. when the user tries again. */
  closeSnackbar: () => void;
}
const SnackbarContext = createContext<SnackbarApi | null>(null);

interface Shown extends SnackbarMessage {
  id: number;
}

/** One snackbar for the app; a new message replaces the one on screen. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const api = useMemo<SnackbarApi>(
    () => ({
      showSnackbar: (message) => {
        setShown({ ...message, id: Date.now() });
        setOpen(true);
      },
      closeSnackbar: () => setOpen(false),
    }),
    [],
  );
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  return (
    <SnackbarContext value={api}>
      {children}
      {shown && (
        <Snackbar
          key={shown.id}
          open={open}
          onClose={close}
          autoHideDuration={snackbarTimeout(shown.text, shown.timeout)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            severity={shown.color ?? 'error'}
            variant="filled"
            onClose={close}
            sx={{ width: '100%', maxWidth: 560 }}
          >
            {shown.title && <AlertTitle>{shown.title}</AlertTitle>}
            {shown.text}
          </Alert>
        </Snackbar>
      )}
    </SnackbarContext>
  );
}

/** The app's snackbar. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar is used outside SnackbarProvider');
  return api;
}
