import { useTranslation } from 'react-i18next';
import { showError } from '../api-errors';
import type { Period } from '../date-filter';
import { useConfirm } from '../../ui/confirm';
import { useSnackbar } from '../../ui/snackbar';
import { useStatusAction } from './post-status-action';
import type { PageAction } from './status-actions';
import type { StatusResource } from './status-resource';

export interface RunOptions {
  /** Ask first, naming how many employees (the bulk actions). */
  confirmEmployees?: boolean;
}

/**
 * Sends an approval or attest action and tells the user what happened: how many rows changed, how
 * many were left as they were, or why the server refused (translated).
 */
export function useRunStatusAction(period: Period, resource: StatusResource = 'tid') {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const mutation = useStatusAction();

  const run = async (
    action: PageAction,
    anstNr: readonly string[],
    options: RunOptions = {},
  ): Promise<boolean> => {
    if (anstNr.length === 0) return false;
    if (options.confirmEmployees) {
      // What is asked about: the time, or the compensations.
      const texts = resource === 'tid' ? `approval.action.${action}` : `compensations.status.${action}`;
      const answer = await confirm({
        title: t(`${texts}.confirmTitle`),
        text: t(`${texts}.confirmText`, {
          count: anstNr.length,
          from: period.From,
          to: period.To,
        }),
        confirmText: t(`approval.action.${action}.button`),
        autoFocusConfirm: true,
      });
      if (answer !== 'confirm') return false;
    }
    try {
      const { Andrade, Oforandrade } = await mutation.mutateAsync({ action, anstNr, period, resource });
      const changed = t('approval.result.changed', { count: Andrade });
      const unchanged = Oforandrade > 0 ? ` ${t('approval.result.unchanged', { count: Oforandrade })}` : '';
      showSnackbar({ text: `${changed}${unchanged}`, color: Andrade > 0 ? 'success' : 'warning' });
      return true;
    } catch (err) {
      showError(err);
      return false;
    }
  };

  return {
    run,
    pending: mutation.isPending,
    pendingAction: mutation.isPending ? mutation.variables.action : null,
  };
}
