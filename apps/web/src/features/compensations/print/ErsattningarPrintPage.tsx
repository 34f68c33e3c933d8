import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { Compensation } from '@lonportal/domain/compensations/compensations';
import { EmployeeQueryGate } from '../../../ui/EmployeeQueryGate';
import { PrintPage, ScreenLayouts } from '../../../ui/PrintPage';
import { CompensationsPrintList } from './CompensationsPrintList';
import { CompensationsPrintTable } from './CompensationsPrintTable';
import { useCompensationsPrint } from './use-compensations-print';

/**
 * /rapporter/ersattningar (ErsattningarPrint): the selected employee's compensations of
 * the date filter's period as a print sheet — each row with what it pays, its status and whether a
 * receipt is attached, and the totals of the page (compensationTotals) — and the same as PDF.
 */
export function ErsattningarPrintPage() {
  const { t } = useTranslation();
  const { ctx, anstNr, list, rows, totals, facts, pdf } = useCompensationsPrint();
  const code = (r: Compensation) => `${r.LonKod} ${ctx.payCodeText(r.LonKod)}`.trim();
  return (
    <PrintPage titleKey="print.ersattningar.title" facts={facts} landscape pdf={pdf}>
      <EmployeeQueryGate
        loading={ctx.isLoading}
        anstNr={anstNr}
        query={list}
        noEmployeeKey="print.ersattningar.noEmployee"
        retryKey="print.retry"
        failedKey="print.loadFailed"
      >
        {() =>
          rows.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('print.ersattningar.empty')}</Typography>
          ) : (
            <ScreenLayouts
              table={<CompensationsPrintTable rows={rows} totals={totals} code={code} />}
              list={<CompensationsPrintList rows={rows} totals={totals} code={code} />}
            />
          )
        }
      </EmployeeQueryGate>
    </PrintPage>
  );
}
