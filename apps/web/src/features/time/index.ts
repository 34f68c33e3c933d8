// The time area's entry (ARCHITECTURE "Areas", ADR 0025): what other areas may use of the time
// report: its reading, its model of days and totals, the page's context and the row editor.
export { timeReportQueryOptions, timeReportsKey, useTimeReport } from './api/get-time-report';
export { useFillFromSchedule } from './api/fill-from-schedule';
export { HistoryDialog } from './components/HistoryDialog';
export { EntryRow, EntryTableHead } from './components/EntryRow';
export { UnitFields } from './components/UnitFields';
export { codesForGroup, mandatoryResDims } from './entry-form';
export type { ApproveDialogProps } from './own-approval';
export {
  approvalCheck,
  atlWarningsByDay,
  dayName,
  dayWarningTexts,
  fillableDays,
  groupByDay,
  kindOfCodes,
  readPieces,
  totalsOf,
  warningsOf,
  warningText,
  type PeriodTotals,
  type ReportDay,
  type TidKod,
} from './time-report';
export { useEntryEditor, type EntryEditor } from './use-entry-editor';
export { usePeriodReport } from './use-period-report';
export { useTimeContext, type TimeContext } from './use-time-context';
