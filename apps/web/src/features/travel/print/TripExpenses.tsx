import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TravelExpense } from '@lonportal/domain/travel/trip';
import { representationLines } from '@lonportal/domain/travel/trip-print';
import { formatDecimal, formatKronor } from '../../../lib/number-format';
import { Lines, nowrap, Part } from './sheet-parts';

/** The expenses in their currency, when the trip has any. */
export function TripExpenses({ trip }: { trip: TravelExpense }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  if (trip.Utlagg.length === 0) return null;
  return (
    <Part title={t('travel.print.expenses')}>
      <Table size="small" aria-label={t('travel.print.expenses')}>
        <TableHead>
          <TableRow sx={{ '& th': nowrap }}>
            <TableCell>{t('travel.print.col.date')}</TableCell>
            <TableCell>{t('travel.print.col.text')}</TableCell>
            <TableCell align="right">{t('travel.print.col.amount')}</TableCell>
            <TableCell align="right">{t('travel.print.col.vat')}</TableCell>
            <TableCell>{t('travel.print.col.currency')}</TableCell>
            <TableCell align="right">{t('travel.print.col.exchangeRate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trip.Utlagg.map((u, i) => (
            <TableRow key={i} data-testid="travel-print-expense">
              <TableCell sx={nowrap}>{u.Datum}</TableCell>
              <TableCell>{u.Text}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {formatDecimal(u.Belopp, lng)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {formatDecimal(u.Moms, lng)}
              </TableCell>
              <TableCell>{u.ValutaKod}</TableCell>
              <TableCell align="right">{u.Kurs === null ? '' : formatDecimal(u.Kurs, lng)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Part>
  );
}

/** The representation with its participants and VAT, when the trip has any. */
export function TripRepresentation({ trip }: { trip: TravelExpense }) {
  const { t, i18n } = useTranslation();
  const kr = (n: number) => formatKronor(n, i18n.language);
  if (trip.Representation.length === 0) return null;
  return (
    <Part title={t('travel.print.representation')}>
      <Table size="small" aria-label={t('travel.print.representation')}>
        <TableHead>
          <TableRow sx={{ '& th': nowrap }}>
            <TableCell>{t('travel.print.col.date')}</TableCell>
            <TableCell>{t('travel.print.col.type')}</TableCell>
            <TableCell align="right">{t('travel.print.col.participants')}</TableCell>
            <TableCell>{t('travel.print.col.names')}</TableCell>
            <TableCell align="right">{t('travel.print.col.amount')}</TableCell>
            <TableCell align="right">{t('travel.print.col.deductibleVat')}</TableCell>
            <TableCell align="right">{t('travel.print.col.nonDeductibleVat')}</TableCell>
            <TableCell>{t('travel.print.col.purpose')}</TableCell>
            <TableCell>{t('travel.print.col.vatRule')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {representationLines(trip).map(({ meal, result: r }, i) => (
            <TableRow key={i} data-testid="travel-print-representation">
              <TableCell sx={nowrap}>{meal.Datum}</TableCell>
              <TableCell>{t(`travel.representationType.${meal.Typ}`)}</TableCell>
              <TableCell align="right">{meal.Deltagare.length}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <Lines lines={meal.Deltagare.map((d) => [d.Namn, d.Foretag].filter(Boolean).join(', '))} />
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {kr(meal.Belopp)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {r ? kr(r.AvdragsgillMoms) : ''}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {r ? kr(r.EjAvdragsgillMoms) : ''}
              </TableCell>
              <TableCell>{meal.Text}</TableCell>
              <TableCell sx={{ minWidth: 180 }}>{r ? t(r.Skal) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Part>
  );
}
