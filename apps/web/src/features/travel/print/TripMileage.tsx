import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TravelExpense } from '@lonportal/domain/travel/trip';
import { mileageLines } from '@lonportal/domain/travel/trip-print';
import { formatKronor } from '../../../lib/number-format';
import { nowrap, Part } from './sheet-parts';
import { formatKm } from './trip-print';

/** The drives with their rate, tax-free and taxable, when the trip has any. */
export function TripMileage({ trip }: { trip: TravelExpense }) {
  const { t, i18n } = useTranslation();
  const kr = (n: number) => formatKronor(n, i18n.language);
  if (trip.Mil.length === 0) return null;
  return (
    <Part title={t('travel.print.mileage')}>
      <Table size="small" aria-label={t('travel.print.mileage')}>
        <TableHead>
          <TableRow sx={{ '& th': nowrap }}>
            <TableCell>{t('travel.print.col.date')}</TableCell>
            <TableCell align="right">{t('travel.print.col.km')}</TableCell>
            <TableCell>{t('travel.print.col.vehicle')}</TableCell>
            <TableCell>{t('travel.print.col.regnr')}</TableCell>
            <TableCell>{t('travel.print.col.route')}</TableCell>
            <TableCell align="right">{t('travel.print.col.rate')}</TableCell>
            <TableCell align="right">{t('travel.print.col.taxFree')}</TableCell>
            <TableCell align="right">{t('travel.print.col.taxable')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mileageLines(trip).map(({ drive, result: r }, i) => (
            <TableRow key={i} data-testid="travel-print-mileage">
              <TableCell sx={nowrap}>{drive.Datum}</TableCell>
              <TableCell align="right">{formatKm(drive.Km)}</TableCell>
              <TableCell>{t(`travel.vehicle.${drive.Fordon}`)}</TableCell>
              <TableCell>{drive.Regnr}</TableCell>
              <TableCell>{drive.Beskrivning}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {r ? kr(r.Sats) : ''}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {r ? kr(r.Skattefritt) : ''}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {r ? kr(r.Skattepliktigt) : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Part>
  );
}
