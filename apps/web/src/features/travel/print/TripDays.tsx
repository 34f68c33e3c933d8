import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { freeMeals } from '@lonportal/domain/travel/trip-print';
import { countryName } from '../../../lib/countries';
import { formatKronor } from '../../../lib/number-format';
import { bold, Lines, nowrap, Part, type TripOutcome } from './sheet-parts';
import { sumAmounts as sum } from './trip-print';

/**
 * The per diem day by day: country, whole or half, base, the free meals and their reduction, the
 * amount and why; the missing rules or why the trip has none in its place.
 */
export function TripDays({ outcome: { ok, missing } }: { outcome: TripOutcome }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const kr = (n: number) => formatKronor(n, lng);
  const days = ok && !ok.perDiem.notEligible ? ok.perDiem.days : [];
  return (
    <Part title={t('travel.print.days')}>
      {missing !== null ? (
        <Alert severity="warning" data-testid="travel-missing-rules">
          {missing}
        </Alert>
      ) : ok?.perDiem.notEligible ? (
        <Alert severity="info">{t(ok.perDiem.notEligible)}</Alert>
      ) : days.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('travel.print.noDays')}</Typography>
      ) : (
        <Table size="small" aria-label={t('travel.print.days')}>
          <TableHead>
            <TableRow sx={{ '& th': nowrap }}>
              <TableCell>{t('travel.print.col.date')}</TableCell>
              <TableCell>{t('travel.print.col.country')}</TableCell>
              <TableCell>{t('travel.print.col.part')}</TableCell>
              <TableCell align="right">{t('travel.print.col.base')}</TableCell>
              <TableCell>{t('travel.print.col.meals')}</TableCell>
              <TableCell align="right">{t('travel.print.col.mealReduction')}</TableCell>
              <TableCell align="right">{t('travel.print.col.amount')}</TableCell>
              <TableCell>{t('travel.print.col.why')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((d) => (
              <TableRow key={d.date} data-testid="travel-print-day">
                <TableCell sx={nowrap}>{d.date}</TableCell>
                <TableCell>{d.country ? countryName(d.country, lng) : ''}</TableCell>
                <TableCell sx={nowrap}>{t(`travel.part.${d.part}`)}</TableCell>
                <TableCell align="right" sx={nowrap}>
                  {kr(d.base)}
                </TableCell>
                <TableCell>
                  {freeMeals(d.meals)
                    .map((m) => t(`travel.print.meal.${m}`))
                    .join(', ')}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {d.mealReduction > 0 ? kr(d.mealReduction) : ''}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {kr(d.amount)}
                </TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <Lines lines={d.reasons.map((r) => t(r))} />
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={bold} colSpan={6}>
                {t('print.total')}
              </TableCell>
              <TableCell sx={{ ...bold, ...nowrap }} align="right">
                {kr(sum(days.map((d) => d.amount)))}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      )}
    </Part>
  );
}

/** The nights' allowances, when the trip has any. */
export function TripNights({ outcome: { ok } }: { outcome: TripOutcome }) {
  const { t, i18n } = useTranslation();
  const kr = (n: number) => formatKronor(n, i18n.language);
  if (!ok || ok.perDiem.nights.length === 0) return null;
  return (
    <Part title={t('travel.print.nights')}>
      <Table size="small" aria-label={t('travel.print.nights')} sx={{ width: 'auto' }}>
        <TableHead>
          <TableRow sx={{ '& th': nowrap }}>
            <TableCell>{t('travel.print.col.date')}</TableCell>
            <TableCell align="right">{t('travel.print.col.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ok.perDiem.nights.map((n) => (
            <TableRow key={n.date} data-testid="travel-print-night">
              <TableCell sx={nowrap}>{n.date}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {kr(n.amount)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={bold}>{t('print.total')}</TableCell>
            <TableCell sx={{ ...bold, ...nowrap }} align="right">
              {kr(sum(ok.perDiem.nights.map((n) => n.amount)))}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Part>
  );
}
