import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { printHours as hours, type CodeSum } from './time-report-print';

/** The printed time report's rows and hours per time code, under their heading. */
export function CodeSumsTable({
  perCode,
  codeText,
}: {
  perCode: readonly CodeSum[];
  codeText: (tidKod: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('print.tidrapport.perCode')}
      </Typography>
      {perCode.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('print.tidrapport.noRows')}</Typography>
      ) : (
        <Table size="small" aria-label={t('print.tidrapport.perCode')} sx={{ maxWidth: 520 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('print.tidrapport.col.tidkod')}</TableCell>
              <TableCell>{t('print.tidrapport.col.benamning')}</TableCell>
              <TableCell align="right">{t('print.tidrapport.col.rader')}</TableCell>
              <TableCell align="right">{t('print.tidrapport.col.timmar')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {perCode.map((s) => (
              <TableRow key={s.tidKod}>
                <TableCell>{s.tidKod}</TableCell>
                <TableCell>{codeText(s.tidKod)}</TableCell>
                <TableCell align="right">{s.antal}</TableCell>
                <TableCell align="right">{hours(s.timmar)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
