import { useDeferredValue, useMemo, useState } from 'react';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute } from '@lonportal/domain/access/route-table';
import { MAX_PERIOD_DAYS } from '@lonportal/domain/time/entries';
import { todayIso, useDateFilter } from '../../lib/date-filter';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import { useProgressiveCount } from '../../ui/progressive';
import { approvalCheck, daysIn, fillableDays, groupByDay, groupByWeek } from './time-report';
import { useEntryEditor } from './use-entry-editor';
import { usePeriodReport } from './use-period-report';
import { useTimeContext } from './use-time-context';

/**
 * The time report page's data: the selected employee's report of the date filter's period as
 * days and weeks, the weeks rendered so far, the days "as scheduled" may fill, the row editor and
 * whether the employee may approve their own period here.
 */
export function useTimeReportPage() {
  const ctx = useTimeContext();
  const { period } = useDateFilter();
  const anstNr = ctx.selection.anstNr;
  const report = usePeriodReport(ctx.ftgId, anstNr, period);
  const editor = useEntryEditor(ctx, report.data);
  const today = todayIso();
  // The rows' arrival renders as a transition, and the weeks in growing steps: a month
  // at once held a phone's main thread for a second. Until the rows of this employee and period
  // have rendered, the loader shows, never another period's rows.
  const reportKey = `${ctx.ftgId}/${anstNr ?? ''}/${period.From}/${period.To}`;
  const shownReport = useDeferredValue(
    useMemo(() => ({ key: reportKey, data: report.data }), [reportKey, report.data]),
  );
  const data = shownReport.key === reportKey ? shownReport.data : undefined;
  const days = useMemo(() => (data ? groupByDay(data, ctx.kindOf) : null), [data, ctx.kindOf]);
  const weeks = useMemo(() => (days ? groupByWeek(days) : []), [days]);
  const shownWeeks = useProgressiveCount(weeks.length, reportKey);
  const fillable = useMemo(
    () => new Set(fillableDays(days ?? [], today).map((d) => d.day.Datum)),
    [days, today],
  );

  // The employee's own approval (SPEC §4, the access rules of /approveTime), offered while some
  // row of the period is there to approve and the period is one the endpoint takes.
  const { me } = useSession();
  const portal = usePortalInfo(ctx.ftgId);
  const access = portal.data ? accessContextFromMe(me, portal.data) : null;
  const flags = useMemo(
    () => ({ KalUseLonReady: ctx.ftg.KalUseLonReady, KalUseAttest: ctx.ftg.KalUseAttest }),
    [ctx.ftg.KalUseLonReady, ctx.ftg.KalUseAttest],
  );
  const [approving, setApproving] = useState(false);
  const mayApproveOwn =
    access !== null &&
    canAccessRoute('ApproveTime', access) &&
    anstNr !== null &&
    anstNr === access.AnstNr &&
    days !== null &&
    daysIn(period) <= MAX_PERIOD_DAYS &&
    approvalCheck(days, flags, ctx.kindOf, today).rows.length > 0;

  return {
    ctx,
    period,
    anstNr,
    report,
    /** The report is read but this employee's and period's rows have not rendered yet. */
    rendering: report.data !== undefined && !data,
    editor,
    today,
    days,
    weeks,
    shownWeeks,
    fillable,
    access,
    flags,
    approving,
    setApproving,
    mayApproveOwn,
  };
}
