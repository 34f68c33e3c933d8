import { useId, type FormEvent, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_WIDTH } from '@lonportal/domain/constants';
import { useFormKeyboardNavigation } from './use-form-keyboard-navigation';
import { useNarrowScreen } from './screen';
import { useReportDialogOpen } from './use-dialog-open';

export interface AppDialogProps {
  open: boolean;
  /** Called on Escape or a click outside, unless `persistent`. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The buttons at the bottom. */
  actions?: ReactNode;
  /** Maximum width in px; default 590 (SPEC §9). */
  width?: number;
  /** Escape and clicks outside do not close it (e.g. while saving). */
  persistent?: boolean;
  /** Makes the content and actions a form (Enter moves between fields, SPEC §2.1). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Called once the closing animation has ended. */
  onExited?: () => void;
  /**
   * The content's name, for a dialog whose content has nothing to focus (shown read only): the
   * content is then a named region in the tab order, so a keyboard user can reach it and scroll it
   * (WCAG 2.1.1; axe "scrollable-region-focusable").
   */
  readOnlyLabel?: string;
}

const readOnlyRegion = (label: string) =>
  ({
    tabIndex: 0,
    role: 'region',
    'aria-label': label,
    sx: { '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } },
  }) as const;

/** The app's dialog (SPEC §2.5 Dialogs): 590 px wide by default, full screen on small screens. */
export function AppDialog({
  open,
  onClose,
  title,
  children,
  actions,
  width = DIALOG_WIDTH,
  persistent = false,
  onSubmit,
  onExited,
  readOnlyLabel,
}: AppDialogProps) {
  const fullScreen = useNarrowScreen();
  const titleId = useId();
  const keyboard = useFormKeyboardNavigation();
  // The app's snackbar keeps clear of the dialog's actions while it is open.
  useReportDialogOpen(open);
  const body = (
    <>
      <DialogContent {...(readOnlyLabel ? readOnlyRegion(readOnlyLabel) : {})}>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>}
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={persistent ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={fullScreen}
      sx={{ '& .MuiDialog-paper': fullScreen ? {} : { maxWidth: width } }}
      {...(onExited ? { slotProps: { transition: { onExited } } } : {})}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} onKeyDown={keyboard.onKeyDown} style={{ display: 'contents' }}>
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}
