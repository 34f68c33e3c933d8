import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import { snackbarTimeout } from './snackbar-timeout';

export { snackbarTimeout };

/** SPEC §2.5 Snackbar: title, text, colour, timeout, multiline, position (visibility is the provider's). */
export interface SnackbarMessage {
  text: string;
  title?: string;
  /** Default error (SPEC §8). */
  color?: AlertColor;
  /** Milliseconds; default 10 s. */
  timeout?: number;
  /** Keeps the text's line breaks. */
  multiline?: boolean;
  /** Default bottom centre. */
  position?: SnackbarOrigin;
}

const DEFAULT_POSITION: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };

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
          anchorOrigin={shown.position ?? DEFAULT_POSITION}
        >
          <Alert
            severity={shown.color ?? 'error'}
            variant="filled"
            onClose={close}
            sx={{ width: '100%', maxWidth: 560, whiteSpace: shown.multiline ? 'pre-line' : 'normal' }}
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
