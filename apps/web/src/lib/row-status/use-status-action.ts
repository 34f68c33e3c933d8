import { useTranslation } from 'react-i18next';
import { showError } from '../api-errors';
import type { Period } from '../date-filter';
import { useConfirm } from '../../ui/confirm';
import { useSnackbar } from '../../ui/snackbar';
import { postStatusAction, useStatusAction } from './post-status-action';
import type { PageAction } from './status-actions';
import { answerLines, namedDays } from './status-answer';
import type { StatusResource } from './status-resource';

export interface RunOptions {
  /**
   * Ask first, naming how many employees (the bulk actions); an approve or attest asks the server
   * what it would do first and names its rows, people and the days after today (approval-window).
   */
  confirmEmployees?: boolean;
  /** Take the planned absence after today too (the exception the user named). */
  inAdvance?: boolean;
}

/**
 * Sends an approval or attest action and tells the user what happened: how many rows changed for
 * how many people, how many were left as they were, the days after today taken or waiting, or why
 * the server refused (translated).
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
    let inAdvance = options.inAdvance ?? false;
    if (options.confirmEmployees) {
      // What is asked about: the time, or the compensations.
      const texts = resource === 'tid' ? `approval.action.${action}` : `compensations.status.${action}`;
      const forward = action === 'approve' || action === 'attest';
      let preview = null;
      try {
        if (forward) preview = await postStatusAction({ action, anstNr, period, resource, preview: true });
      } catch (err) {
        showError(err);
        return false;
      }
      const facts = preview ? answerLines(preview, true).map((l) => t(l.key, l.values)) : [];
      const answer = await confirm({
        title: t(`${texts}.confirmTitle`),
        text: [
          t(`${texts}.confirmText`, { count: anstNr.length, from: period.From, to: period.To }),
          ...facts,
        ].join(' '),
        confirmText: t(`approval.action.${action}.button`),
        // The named exception: the planned absence after today goes too (approval-window.ts).
        ...(preview && preview.KanIForvag.length > 0
          ? { secondaryText: t('approval.answer.withInAdvance', { days: namedDays(preview.KanIForvag) }) }
          : {}),
        autoFocusConfirm: true,
      });
      if (answer === 'cancel') return false;
      inAdvance = answer === 'secondary';
    }
    try {
      const result = await mutation.mutateAsync({ action, anstNr, period, resource, inAdvance });
      const text = answerLines(result, false)
        .map((l) => t(l.key, l.values))
        .join(' ');
      showSnackbar({ text, color: result.Andrade > 0 ? 'success' : 'warning' });
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
