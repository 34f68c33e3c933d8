import { createContext, useContext } from 'react';

/**
 * What the app shell offers the pages (the dashboard's cards): its dialogs and whether they apply
 * to the user. The shell owns the dialogs, so a page opens them without importing other features.
 */
export interface ShellActions {
  /** SPEC §6 Company switching: LIC, ADM, or more than one company. */
  canSwitchCompany: boolean;
  /** SPEC §2.5 canEdit. */
  canEditPicture: boolean;
  /** SPEC §4 Company selection: the user is asked to choose a company after login; no page shows meanwhile. */
  choosingCompany: boolean;
  openCompanyDialog: () => void;
  openPictureDialog: () => void;
  openChangePassword: () => void;
}

export const ShellContext = createContext<ShellActions | null>(null);

/** The shell's actions; only inside the logged-in pages. */
export function useShell(): ShellActions {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell is used outside the app shell');
  return shell;
}
