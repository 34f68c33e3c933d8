import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { AppDialog } from './AppDialog';

export type ConfirmColor = NonNullable<ButtonProps['color']>;
export type ConfirmResult = 'confirm' | 'cancel' | 'secondary';

/** SPEC §2.5 Confirm dialog: title, text, cancel/confirm/secondary texts and colours, persistent, autoFocusConfirm. */
export interface ConfirmOptions {
  title: ReactNode;
  text?: ReactNode;
  /** Default "Bekräfta" (ui.confirm.confirm). */
  confirmText?: string;
  /** Default "Avbryt" (ui.confirm.cancel). */
  cancelText?: string;
  /** A third choice, shown only with a text. */
  secondaryText?: string;
  confirmColor?: ConfirmColor;
  cancelColor?: ConfirmColor;
  secondaryColor?: ConfirmColor;
  /** Escape and clicks outside do not answer; default false (they cancel). */
  persistent?: boolean;
  /** Focus the confirm button rather than cancel; default false. */
  autoFocusConfirm?: boolean;
}

interface Props extends ConfirmOptions {
  open: boolean;
  onResult: (result: ConfirmResult) => void;
  onExited?: () => void;
}

/** A question with Cancel, Confirm and an optional third answer. */
export function ConfirmDialog({
  open,
  onResult,
  onExited,
  title,
  text,
  confirmText,
  cancelText,
  secondaryText,
  confirmColor = 'primary',
  cancelColor = 'primary',
  secondaryColor = 'primary',
  persistent = false,
  autoFocusConfirm = false,
}: Props) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={() => onResult('cancel')}
      persistent={persistent}
      title={title}
      {...(onExited ? { onExited } : {})}
      actions={
        <>
          <Button color={cancelColor} autoFocus={!autoFocusConfirm} onClick={() => onResult('cancel')}>
            {cancelText ?? t('ui.confirm.cancel')}
          </Button>
          {secondaryText && (
            <Button color={secondaryColor} onClick={() => onResult('secondary')}>
              {secondaryText}
            </Button>
          )}
          <Button
            color={confirmColor}
            variant="contained"
            autoFocus={autoFocusConfirm}
            onClick={() => onResult('confirm')}
          >
            {confirmText ?? t('ui.confirm.confirm')}
          </Button>
        </>
      }
    >
      {text && <DialogContentText>{text}</DialogContentText>}
    </AppDialog>
  );
}
