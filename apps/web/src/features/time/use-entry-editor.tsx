import { useState, type ReactNode } from 'react';
import type { TimeEntry, TimeReport } from '@lonportal/domain/time/entries';
import { usualTidKod } from '@lonportal/domain/time/from-schedule';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute } from '@lonportal/domain/access/route-table';
import type { Period } from '../../lib/date-filter';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import { CopyDialog, type CopyRequest } from './components/CopyDialog';
import { EntryDialog } from './components/EntryDialog';
import { FillDialog } from './components/FillDialog';
import { HistoryDialog } from './components/HistoryDialog';
import { entryValuesOf, newEntryValues, type EntryFormValues, type EntryStart } from './entry-form';
import { mayTakeBack } from './time-report';
import { useEntryActions } from './use-entry-actions';
import type { TimeContext } from './use-time-context';

type Open =
  | { kind: 'entry'; row: TimeEntry | null; initial: EntryFormValues; key: number }
  | { kind: 'history'; row: TimeEntry }
  | { kind: 'copy'; request: CopyRequest }
  | { kind: 'fill'; anstNr: string; period: Period };

export interface EntryEditor {
  /** A new row on `datum` for the selected employee, started from the day's schedule. */
  add: (datum: string) => void;
  /**
   * Rows as scheduled on `from`..`to` at once (one click): the scheduled days up to today
   * that have no rows get the schedule's times with the usual code.
   */
  asScheduled: (anstNr: string, from: string, to: string) => void;
  /** Whether rows as scheduled are being written. */
  filling: boolean;
  edit: (row: TimeEntry) => void;
  history: (row: TimeEntry) => void;
  remove: (row: TimeEntry) => void;
  copy: (request: CopyRequest) => void;
  fill: (anstNr: string, period: Period) => void;
  /**
   * Whether the row offers "take back the approval": locked to the user by an approval
   * that may be taken back, and the user may approve (the access rules of /approveTime).
   */
  mayTakeBack: (row: TimeEntry) => boolean;
  /** Takes back the approval of the row's day (POST /godkann unapprove), so its rows may change again. */
  takeBack: (row: TimeEntry) => void;
  /** Whether an approval is being taken back. */
  takingBack: boolean;
  /** The open dialog, to render once on the page. */
  dialogs: ReactNode;
}

/**
 * The row actions the time report and the calendar share, and their dialogs. `report` (the period
 * on screen) gives new rows their day's schedule and the code the employee used last.
 */
export function useEntryEditor(ctx: TimeContext, report?: Pick<TimeReport, 'Dagar' | 'Rader'>): EntryEditor {
  const actions = useEntryActions(ctx);
  const { me } = useSession();
  const portal = usePortalInfo(ctx.ftgId);
  const mayApprove = portal.data
    ? canAccessRoute('ApproveTime', accessContextFromMe(me, portal.data))
    : false;
  const flags = { KalUseLonReady: ctx.ftg.KalUseLonReady, KalUseAttest: ctx.ftg.KalUseAttest };
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  /** The usual code, and the day's schedule when the day has no rows yet. */
  const startOf = (datum: string): EntryStart => {
    const day = report?.Dagar.find((d) => d.Datum === datum);
    const empty = !report?.Rader.some((r) => r.Datum === datum);
    return {
      TidKod: usualTidKod(ctx.employeeCodes, report?.Rader ?? []),
      hours: empty ? (day?.SchemaTimmar ?? 0) : 0,
      times: empty ? (day?.SchemaTider ?? null) : null,
    };
  };

  let dialogs: ReactNode = null;
  if (open?.kind === 'entry')
    dialogs = <EntryDialog key={open.key} ctx={ctx} row={open.row} initial={open.initial} onClose={close} />;
  else if (open?.kind === 'history')
    dialogs = <HistoryDialog ftgId={ctx.ftgId} row={open.row} onClose={close} />;
  else if (open?.kind === 'copy')
    dialogs = <CopyDialog ftgId={ctx.ftgId} request={open.request} onClose={close} />;
  else if (open?.kind === 'fill')
    dialogs = <FillDialog ctx={ctx} anstNr={open.anstNr} period={open.period} onClose={close} />;

  return {
    add: (datum) => {
      if (ctx.employee)
        setOpen({
          kind: 'entry',
          row: null,
          initial: newEntryValues(ctx.employee, datum, startOf(datum)),
          key: Date.now(),
        });
    },
    asScheduled: actions.asScheduled,
    filling: actions.filling,
    edit: (row) => setOpen({ kind: 'entry', row, initial: entryValuesOf(row), key: Date.now() }),
    history: (row) => setOpen({ kind: 'history', row }),
    remove: (row) => void actions.remove(row),
    copy: (request) => setOpen({ kind: 'copy', request }),
    fill: (anstNr, period) => setOpen({ kind: 'fill', anstNr, period }),
    mayTakeBack: (row) => ctx.mayReport && mayTakeBack(row, flags, mayApprove),
    takeBack: actions.takeBack,
    takingBack: actions.takingBack,
    dialogs,
  };
}
