import {
  SNACKBAR_LONG_TEXT,
  SNACKBAR_LONG_TIMEOUT_MS,
  SNACKBAR_TIMEOUT_MS,
} from '@lonportal/domain/constants';

/** SPEC §8: 10 s by default; a text over 100 characters gets 20 s when the time-out is 10 s or less. */
export function snackbarTimeout(text: string, timeout: number = SNACKBAR_TIMEOUT_MS): number {
  return text.length > SNACKBAR_LONG_TEXT && timeout <= SNACKBAR_TIMEOUT_MS
    ? SNACKBAR_LONG_TIMEOUT_MS
    : timeout;
}
