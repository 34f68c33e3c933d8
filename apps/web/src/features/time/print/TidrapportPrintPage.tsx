import { EmployeeQueryGate } from '../../../ui/EmployeeQueryGate';
import { PrintPage, ScreenLayouts } from '../../../ui/PrintPage';
import { CodeSumsTable } from './CodeSumsTable';
import { TimeReportPrintDays } from './TimeReportPrintDays';
import { TimeReportPrintTable } from './TimeReportPrintTable';
import { useTimeReportPrint } from './use-time-report-print';

/**
 * /rapporter/tidrapport (TidrapportPrint): the selected employee's time report for the date
 * filter's period as a print sheet — every day with its schedule and rows, the totals and the
 * hours per time code — and the same report as PDF. On a phone's screen the days are a list.
 */
export function TidrapportPrintPage() {
  const { ctx, anstNr, report, lines, perCode, totals, facts, pdf } = useTimeReportPrint();
  return (
    <PrintPage titleKey="print.tidrapport.title" facts={facts} pdf={pdf}>
      <EmployeeQueryGate
        loading={ctx.isLoading}
        anstNr={anstNr}
        query={report}
        noEmployeeKey="print.tidrapport.noEmployee"
        retryKey="print.retry"
        failedKey="print.loadFailed"
      >
        {() =>
          totals && (
            <>
              <ScreenLayouts
                table={<TimeReportPrintTable lines={lines} totals={totals} />}
                list={<TimeReportPrintDays lines={lines} totals={totals} />}
              />
              <CodeSumsTable perCode={perCode} codeText={ctx.codeText} />
            </>
          )
        }
      </EmployeeQueryGate>
    </PrintPage>
  );
}
