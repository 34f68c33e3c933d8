import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { usePhoneLayout } from '../../../ui/screen';
import { formatKronor } from '../../../lib/number-format';
import type { Computed } from './PerDiemTable';
import { CardList, ResultCard } from './ResultCard';

/** The mileage per day: vehicle, km, rate, tax-free and taxable; a card a drive on a phone. */
export function MileageTable({ mileage }: { mileage: Computed['mileage'] }) {
  const { t, i18n } = useTranslation();
  const kr = (n: number) => formatKronor(n, i18n.language);
  const phone = usePhoneLayout();

  if (phone)
    return (
      <CardList label={t('travel.result.mileage')}>
        {mileage.map((m, i) => (
          <ResultCard
            key={i}
            testId="travel-mileage"
            date={m.Datum}
            amount={t(`travel.vehicle.${m.Fordon}`)}
            facts={[
              { label: t('travel.guide.km'), value: m.Km },
              { label: t('travel.result.rate'), value: kr(m.Sats) },
              { label: t('travel.result.taxFree'), value: kr(m.Skattefritt) },
              { label: t('travel.result.taxable'), value: kr(m.Skattepliktigt) },
            ]}
          />
        ))}
      </CardList>
    );

  return (
    <ScrollRegion outlined label={t('travel.result.mileage')}>
      <Table size="small" aria-label={t('travel.result.mileage')}>
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>{t('travel.result.date')}</TableCell>
            <TableCell>{t('travel.guide.vehicle')}</TableCell>
            <TableCell align="right">{t('travel.guide.km')}</TableCell>
            <TableCell align="right">{t('travel.result.rate')}</TableCell>
            <TableCell align="right">{t('travel.result.taxFree')}</TableCell>
            <TableCell align="right">{t('travel.result.taxable')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mileage.map((m, i) => (
            <TableRow key={i} data-testid="travel-mileage">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.Datum}</TableCell>
              <TableCell>{t(`travel.vehicle.${m.Fordon}`)}</TableCell>
              <TableCell align="right">{m.Km}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {kr(m.Sats)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {kr(m.Skattefritt)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {kr(m.Skattepliktigt)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
