import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@lonportal/domain/access/capabilities';
import type { LeaveApplication } from '@lonportal/domain/leave/leave';
import { addMonths, firstOfMonth } from '@lonportal/domain/dates';
import { todayIso } from '../../lib/date-filter';
import { useSession } from '../../lib/session';
import { useConfirmedRemove } from '../../ui/dialog-save';
import { codesForGroup, useTimeContext } from '../time';
import { useAdminLeave, useLeaveWrites, useOwnLeave } from './api';
import { useOpenLeavePlans } from './planner-api';
import { useLeaveDecisions } from './use-leave-decisions';

export type LeaveView = 'waiting' | 'all' | 'own';

/**
 * The leave applications page's data (SPEC §6): the view shown (a manager's waiting and all, or
 * the user's own) and its list, the open planning periods, the choice for a decision, the
 * application being written, and a withdrawal asked first.
 */
export function useLeaveApplications() {
  const { t } = useTranslation();
  const ctx = useTimeContext();
  const { me } = useSession();
  const manager = can('decideLeave', me.UserAccount);
  const ownAnstNr = manager ? me.UserAccount.AnstNr : ctx.selection.anstNr;
  const [view, setView] = useState<LeaveView>(manager ? 'waiting' : 'own');
  const today = todayIso();
  const range = { From: firstOfMonth(today), To: addMonths(firstOfMonth(today), 12) };
  const waiting = useAdminLeave(ctx.ftgId, { waiting: true }, manager && view === 'waiting');
  const all = useAdminLeave(ctx.ftgId, { range }, manager && view === 'all');
  const own = useOwnLeave(ctx.ftgId, view === 'own' ? ownAnstNr : null);
  const { remove } = useLeaveWrites(ctx.ftgId);
  const openPlans = useOpenLeavePlans(ctx.ftgId).data ?? [];
  const confirmRemove = useConfirmedRemove();
  const decisions = useLeaveDecisions();
  const [editing, setEditing] = useState<{ application: LeaveApplication | null } | null>(null);

  const ownEmployee = ctx.selection.employees.find((e) => e.AnstNr === ownAnstNr);
  const absenceCodes = (ownEmployee ? codesForGroup(ctx.codes, ownEmployee.TidKodGrupp) : ctx.codes).filter(
    (c) => ctx.kindOf(c.TidKod) === 'absence',
  );

  const withdraw = (a: LeaveApplication) =>
    confirmRemove({
      title: t('leave.withdraw.title'),
      text: t('leave.withdraw.text', { from: a.From, to: a.To }),
      confirmText: t('leave.action.withdraw'),
      doneText: t('leave.withdraw.done'),
      remove: () => remove.mutateAsync({ id: a.Id, version: a.Version }),
    });

  const query = view === 'waiting' ? waiting : view === 'all' ? all : own;
  const list = query.data ?? [];
  return {
    ctx,
    manager,
    ownAnstNr,
    view,
    changeView: (v: LeaveView) => {
      setView(v);
      decisions.setSelected([]);
    },
    query,
    list,
    openPlans,
    decisions,
    selectedWaiting: decisions.selected.filter((id) => list.some((a) => a.Id === id)),
    editing,
    setEditing,
    absenceCodes,
    withdraw,
  };
}
