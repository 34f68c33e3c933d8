import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { NormalbeloppYear } from '@lonportal/domain/travel/normalbelopp';
import { formatDateTime } from '../../lib/date-format';
import { ScrollRegion } from '../../ui/ScrollRegion';

/** The years with a normalbelopp table: shipped with the portal, or loaded by whom and when. */
export function NormalbeloppYears({ years }: { years: readonly NormalbeloppYear[] }) {
  const { t } = useTranslation();
  return (
    <ScrollRegion outlined label={t('admin.travelRules.years')}>
      <Table size="small" aria-label={t('admin.travelRules.years')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.travelRules.year')}</TableCell>
            <TableCell>{t('admin.travelRules.source')}</TableCell>
            <TableCell align="right">{t('admin.travelRules.countries')}</TableCell>
            <TableCell>{t('admin.travelRules.loadedBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {years.map((y) => (
            <TableRow key={y.Ar} data-testid="normalbelopp-year">
              <TableCell>{y.Ar}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {y.Inlast ? y.Kalla : t('admin.travelRules.shipped')}
              </TableCell>
              <TableCell align="right">{y.Antal}</TableCell>
              <TableCell>{y.Inlast ? `${y.InlastAv}, ${formatDateTime(y.InlastTid)}` : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
