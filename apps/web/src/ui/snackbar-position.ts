import type { SnackbarPosition } from '../lib/snackbar-store';

// Where the app's snackbar sits (SPEC §2.5 Snackbar position). A dialog's actions are at its
// bottom, full width on a phone, where the snackbar sits by default: while a dialog is open the
// snackbar goes to the top, so that "Sparat" never lies over the dialog's Spara.

const DEFAULT_POSITION: SnackbarPosition = { vertical: 'bottom', horizontal: 'center' };

/** The snackbar's place: the message's own (bottom centre by default), at the top while a dialog is open. */
export function snackbarPosition(
  requested: SnackbarPosition | undefined,
  dialogOpen: boolean,
): SnackbarPosition {
  const position = requested ?? DEFAULT_POSITION;
  return dialogOpen ? { ...position, vertical: 'top' } : position;
}
