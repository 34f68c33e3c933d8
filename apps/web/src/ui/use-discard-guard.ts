import { useTranslation } from 'react-i18next';
import { useConfirm } from './confirm';

/**
 * A dialog's close that asks before throwing away what was typed (Escape, a click outside
 * or Avbryt on a form with changes, as the settings page asks when leaving it). Use the result as
 * the dialog's onClose and as its cancel button's action.
 */
export function useDiscardGuard(dirty: boolean, onClose: () => void): () => void {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return () => {
    if (!dirty) return onClose();
    void confirm({
      title: t('ui.discardChanges.title'),
      text: t('ui.discardChanges.text'),
      confirmText: t('ui.discardChanges.discard'),
      cancelText: t('ui.discardChanges.keep'),
      confirmColor: 'error',
    }).then((answer) => {
      if (answer === 'confirm') onClose();
    });
  };
}
