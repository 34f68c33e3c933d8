import { describe, expect, it } from 'vitest';
import { snackbarPosition } from './snackbar-position';

describe("snackbarPosition (never over a dialog's actions)", () => {
  it('sits bottom centre, or where the message asks, while no dialog is open', () => {
    expect(snackbarPosition(undefined, false)).toEqual({ vertical: 'bottom', horizontal: 'center' });
    expect(snackbarPosition({ vertical: 'bottom', horizontal: 'left' }, false)).toEqual({
      vertical: 'bottom',
      horizontal: 'left',
    });
  });

  it('goes to the top while a dialog is open, even when the message asks for the bottom', () => {
    expect(snackbarPosition(undefined, true)).toEqual({ vertical: 'top', horizontal: 'center' });
    expect(snackbarPosition({ vertical: 'bottom', horizontal: 'right' }, true)).toEqual({
      vertical: 'top',
      horizontal: 'right',
    });
  });
});
