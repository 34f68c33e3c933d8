import { useTranslation } from 'react-i18next';
import { compensationTotals } from '@lonportal/domain/compensations/compensations';
import { currentLanguage } from '../../../i18n/i18n';
import { useDateFilter } from '../../../lib/date-filter';
import { useCompensationContext, useCompensations } from '../index';
import { ersattningarPdfName, ersattningarPdfUrl } from './compensations-print';
import { printFacts } from '../../../lib/print-facts';

/**
 * The printed compensations' data: the selected employee's rows of the date filter's period, their
 * totals (compensationTotals, as the page), the sheet's facts and the PDF's address once the rows
 * are read.
 */
export function useCompensationsPrint() {
  const { t } = useTranslation();
  const ctx = useCompensationContext();
  const { period } = useDateFilter();
  const anstNr = ctx.selection.anstNr;
  const list = useCompensations(ctx.ftgId, anstNr, period);
  const rows = list.data?.Rader ?? [];
  const totals = compensationTotals(rows);

  const facts = printFacts(t, ctx.ftg, { employee: ctx.employee, period });
  const pdf =
    anstNr !== null && list.data
      ? {
          url: ersattningarPdfUrl(anstNr, period, currentLanguage()),
          fileName: ersattningarPdfName(anstNr, period),
        }
      : null;
  return { ctx, anstNr, list, rows, totals, facts, pdf };
}
