import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import EventRepeat from '@mui/icons-material/EventRepeat';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { canAccessRoute } from '@lonportal/domain/access/route-table';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { PeriodPageFrame } from '../../ui/PageFrame';
import { usePhoneLayout } from '../../ui/screen';
import type { ApproveDialogComponent } from './own-approval';
import { ReportWeekCards, ReportWeekTable } from './components/ReportWeeks';
import { TotalsBar } from './components/TotalsBar';
import { totalsOf, totalsToDate } from './time-report';
import { useTimeReportPage } from './use-time-report-page';

/**
 * /timereporting (Tidrapport, SPEC §2.1, §5): the selected employee's rows of the date filter's
 * period, week by week and day by day, with the period's totals (to date as well); add, edit,
 * delete, copy, a day or a week as scheduled, and fill from the schedule; the employee approves
 * their own period here too, asked first with what is approved and what to look at. A
 * table on a wide screen, a list of day cards on a phone.
 */
export function TimeReportPage({ ApproveDialog }: { ApproveDialog: ApproveDialogComponent }) {
  const { t } = useTranslation();
  const page = useTimeReportPage();
  const { ctx, period, anstNr, report, editor, today, days, access } = page;
  const phone = usePhoneLayout();
  const newRowDate = today >= period.From && today <= period.To ? today : period.From;
  // "To date" means something while the period is going on.
  const ongoing = today >= period.From && today < period.To;

  return (
    <PeriodPageFrame
      tips
      title={t('timeReport.page.title')}
      actions={
        <ReportActions
          mayApproveOwn={page.mayApproveOwn}
          onApprove={() => page.setApproving(true)}
          mayReport={ctx.mayReport && !!anstNr}
          mayAdd={!!ctx.employee}
          onFill={() => {
            if (anstNr) editor.fill(anstNr, period);
          }}
          onAdd={() => editor.add(newRowDate)}
        />
      }
    >
      <EmployeeQueryGate
        loading={ctx.isLoading}
        anstNr={anstNr}
        query={{ ...report, isPending: report.isPending || page.rendering }}
      >
        {(anstNr) => {
          if (!days) return null;
          const weeks = {
            weeks: page.weeks.slice(0, page.shownWeeks),
            busy: page.shownWeeks < page.weeks.length,
            ctx,
            editor,
            anstNr,
            fillable: page.fillable,
          };
          return (
            <>
              <TotalsBar totals={totalsOf(days)} toDate={ongoing ? totalsToDate(days, today) : null} />
              {phone ? <ReportWeekCards {...weeks} /> : <ReportWeekTable {...weeks} />}
            </>
          );
        }}
      </EmployeeQueryGate>
      {editor.dialogs}
      {page.approving && anstNr && report.data && access && (
        <ApproveDialog
          ftgId={ctx.ftgId}
          anstNr={anstNr}
          period={period}
          report={report.data}
          kindOf={ctx.kindOf}
          flags={page.flags}
          readPunches={canAccessRoute('Stamplingar', access)}
          onClose={() => page.setApproving(false)}
        />
      )}
    </PeriodPageFrame>
  );
}

interface ActionsProps {
  mayApproveOwn: boolean;
  onApprove: () => void;
  /** The user reports for the selected employee. */
  mayReport: boolean;
  /** The employee is known: a new row can start from their schedule. */
  mayAdd: boolean;
  onFill: () => void;
  onAdd: () => void;
}

/** The time report's buttons: approve the own period, fill from the schedule, a new row. */
function ReportActions({ mayApproveOwn, onApprove, mayReport, mayAdd, onFill, onAdd }: ActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {mayApproveOwn && (
        <Button variant="outlined" startIcon={<TaskAlt />} onClick={onApprove}>
          {t('timeReport.approve.action')}
        </Button>
      )}
      {mayReport && (
        <>
          <Button variant="outlined" startIcon={<EventRepeat />} onClick={onFill}>
            {t('timeReport.fill.action')}
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={onAdd} disabled={!mayAdd}>
            {t('timeReport.action.newRow')}
          </Button>
        </>
      )}
    </>
  );
}
