import { ApproveDialog } from '../features/approval/components/ApproveDialog';
import { TimeReportPage } from '../features/time/TimeReportPage';

/** /timereporting: the time report, with approval's dialog for the employee's own period (ADR 0025). */
export function TimeReportRoute() {
  return <TimeReportPage ApproveDialog={ApproveDialog} />;
}
