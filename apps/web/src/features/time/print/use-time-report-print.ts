import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { useDateFilter } from '../../../lib/date-filter';
import { groupByDay, totalsOf, usePeriodReport, useTimeContext } from '../index';
import { printLines, sumsPerCode, tidrapportPdfName, tidrapportPdfUrl } from './time-report-print';
import { printFacts } from '../../../lib/print-facts';

/**
 * The printed time report's data: the selected employee's report of the date filter's period as
 * print lines, its totals and hours per time code, the sheet's facts and the PDF's address once
 * there is a report to print.
 */
export function useTimeReportPrint() {
  const { t } = useTranslation();
  const ctx = useTimeContext();
  const { period } = useDateFilter();
  const anstNr = ctx.selection.anstNr;
  const report = usePeriodReport(ctx.ftgId, anstNr, period);
  const days = useMemo(
    () => (report.data ? groupByDay(report.data, ctx.kindOf) : null),
    [report.data, ctx.kindOf],
  );
  const lines = useMemo(() => (days ? printLines(days, ctx.codeText) : []), [days, ctx]);
  const perCode = useMemo(() => sumsPerCode(report.data?.Rader ?? []), [report.data]);
  const totals = days ? totalsOf(days) : null;

  const facts = printFacts(t, ctx.ftg, { employee: ctx.employee, period });
  const pdf =
    anstNr !== null && totals !== null
      ? {
          url: tidrapportPdfUrl(anstNr, period, currentLanguage()),
          fileName: tidrapportPdfName(anstNr, period),
        }
      : null;
  return { ctx, anstNr, report, lines, perCode, totals, facts, pdf };
}
