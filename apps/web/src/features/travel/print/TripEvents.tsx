import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TravelExpense } from '@lonportal/domain/travel/trip';
import { tripEventLines } from '@lonportal/domain/travel/trip-print';
import { countryName } from '../../../lib/countries';
import { nowrap, Part } from './sheet-parts';

/** The trip's events in time order: departure, border crossings, arrival, return. */
export function TripEvents({ trip }: { trip: TravelExpense }) {
  const { t, i18n } = useTranslation();
  const country = (code: string) => (code ? countryName(code, i18n.language) : '');
  return (
    <Part title={t('travel.print.events')}>
      <Table size="small" aria-label={t('travel.print.events')}>
        <TableHead>
          <TableRow sx={{ '& th': nowrap }}>
            <TableCell>{t('travel.print.col.event')}</TableCell>
            <TableCell>{t('travel.print.col.date')}</TableCell>
            <TableCell>{t('travel.print.col.time')}</TableCell>
            <TableCell>{t('travel.print.col.from')}</TableCell>
            <TableCell>{t('travel.print.col.to')}</TableCell>
            <TableCell>{t('travel.print.col.arrival')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tripEventLines(trip).map((e, i) => (
            <TableRow key={i} data-testid="travel-print-event">
              <TableCell>{t(`travel.eventType.${e.typ}`)}</TableCell>
              <TableCell sx={nowrap}>{e.datum}</TableCell>
              <TableCell>{e.tid}</TableCell>
              <TableCell>{country(e.franLand)}</TableCell>
              <TableCell>{country(e.land)}</TableCell>
              <TableCell sx={nowrap}>{e.ankomstDatum && `${e.ankomstDatum} ${e.ankomstTid}`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Part>
  );
}
