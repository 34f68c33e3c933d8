import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canApproveCompensations } from '@lonportal/domain/access/route-table';
import type { Compensation } from '@lonportal/domain/compensations/compensations';
import { ERRORS } from '@lonportal/domain/errors/codes';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { todayIso, useDateFilter } from '../../lib/date-filter';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { actionableRows, countByStatus } from '../../lib/row-status/status-actions';
import { useRunStatusAction } from '../../lib/row-status/use-status-action';
import { useSession } from '../../lib/session';
import { useConfirm } from '../../ui/confirm';
import { useSnackbar } from '../../ui/snackbar';
import { useCompensations, useDeleteCompensation } from './api';
import {
  compensationValuesOf,
  copiedValues,
  newCompensationValues,
  usualLonKod,
  type CompensationFormValues,
} from './compensation-form';
import { rowCode, type RowActions } from './components/compensation-row';
import { useCompensationContext } from './use-compensation-context';

type Open = { row: Compensation | null; initial: CompensationFormValues; key: number };

/**
 * The compensations page's data: the selected employee's rows of the date filter's period, the
 * row dialog's state (new, edit, copy), a row's removal asked first, and the period's approvals
 * the user may run.
 */
export function useCompensationsPage() {
  const { t } = useTranslation();
  const ctx = useCompensationContext();
  const { period } = useDateFilter();
  const anstNr = ctx.selection.anstNr;
  const list = useCompensations(ctx.ftgId, anstNr, period);
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const remover = useDeleteCompensation(ctx.ftgId);
  const [open, setOpen] = useState<Open | null>(null);
  const today = todayIso();
  const newRowDate = today >= period.From && today <= period.To ? today : period.From;
  const rows = list.data?.Rader ?? [];
  const mayAdd = ctx.mayReport && ctx.employee !== null && ctx.employeePayCodes.length > 0;

  const add = () => {
    if (ctx.employee)
      setOpen({
        row: null,
        initial: newCompensationValues(ctx.employee, newRowDate, usualLonKod(ctx.employeePayCodes, rows)),
        key: Date.now(),
      });
  };
  const remove = async (row: Compensation) => {
    const answer = await confirm({
      title: t('compensations.delete.title'),
      text: t('compensations.delete.text', { code: rowCode(row, ctx), date: row.Datum }),
      confirmText: t('compensations.delete.confirm'),
      confirmColor: 'error',
    });
    if (answer !== 'confirm') return;
    remover.mutate(
      { id: row.Id, version: row.Version },
      {
        onSuccess: () =>
          showSnackbar({ text: t('compensations.delete.done'), color: 'success', timeout: 4000 }),
        onError: (err) =>
          showError(err, {
            color: 'warning',
            ...(isApiError(err, ERRORS.VersionConflict.code)
              ? { messageKey: 'compensations.delete.conflict' }
              : {}),
          }),
      },
    );
  };
  const actions: RowActions = {
    edit: (row) => setOpen({ row, initial: compensationValuesOf(row), key: Date.now() }),
    copy: (row) => setOpen({ row: null, initial: copiedValues(row, newRowDate), key: Date.now() }),
    remove,
  };
  // The period's approval (SPEC §4, as for time): the employee's own, or a manager's of theirs.
  const { me } = useSession();
  const access = usePortalInfo(ctx.ftgId).data;
  const mayApprove =
    ctx.mayReport && access !== undefined && canApproveCompensations(accessContextFromMe(me, access));
  const flags = { KalUseLonReady: ctx.ftg.KalUseLonReady, KalUseAttest: ctx.ftg.KalUseAttest };
  const counts = countByStatus(rows);
  const approval = useRunStatusAction(period, 'ersattningar');
  const approvals = (['approve', 'unapprove'] as const).filter(
    (a) => mayApprove && anstNr && actionableRows(counts, a, flags) > 0,
  );

  return { ctx, anstNr, list, rows, mayAdd, add, actions, open, setOpen, approval, approvals };
}
