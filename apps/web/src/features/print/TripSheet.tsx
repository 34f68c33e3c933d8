import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TravelExpense } from '@lonportal/domain/travel/trip';
import {
  freeMeals,
  mileageLines,
  representationLines,
  tripEventLines,
} from '@lonportal/domain/travel/trip-print';
import { formatNumberSv } from '@lonportal/domain/validation/number-format';
import { countryName } from '../../lib/countries';
import { formatDecimal, formatKronor } from '../../lib/number-format';

// One trip's travel expense report as the print sheet has it (ReserakningPrintPage.tsx), part by
// part as the server's PDF has them.

const bold = { fontWeight: 700 } as const;
/** Kilometres as the PDF shows them: whole, or with the decimals reported ("470", "12,5"). */
export const formatKm = (km: number) => formatNumberSv(km, { decimals: 0, auto: true });
const nowrap = { whiteSpace: 'nowrap' } as const;

/** A part of the sheet: its heading and its table, named by the heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ breakInside: 'avoid-page' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Lines of text in one cell (the reasons of a day, the participants of a meal). */
const Lines = ({ lines }: { lines: readonly string[] }) => (
  <>
    {lines.map((line, i) => (
      <Box key={i}>{line}</Box>
    ))}
  </>
);

const sum = (values: readonly number[]) => values.reduce((n, v) => n + Math.round(v * 100), 0) / 100;

/** The trip's parts, as the PDF has them. */
export function TripSheet({ trip }: { trip: TravelExpense }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const kr = (n: number) => formatKronor(n, lng);
  const country = (code: string) => (code ? countryName(code, lng) : '');
  const result = trip.Resultat;
  const ok = result.kind === 'ok' ? result : null;
  const days = ok && !ok.perDiem.notEligible ? ok.perDiem.days : [];
  const missing =
    result.kind === 'missingRules' ? `${t('errors.travelRulesMissing')} (${result.years.join(', ')})` : null;

  return (
    <Stack spacing={3} data-testid="travel-print">
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
                  <TableCell>{country(d.country)}</TableCell>
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

      {ok && ok.perDiem.nights.length > 0 && (
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
      )}

      {trip.Mil.length > 0 && (
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
      )}

      {trip.Utlagg.length > 0 && (
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
      )}

      {trip.Representation.length > 0 && (
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
                    <Lines
                      lines={meal.Deltagare.map((d) => [d.Namn, d.Foretag].filter(Boolean).join(', '))}
                    />
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
      )}

      <Part title={t('travel.print.totals')}>
        {ok ? (
          <Table size="small" aria-label={t('travel.print.totals')}>
            <TableHead>
              <TableRow sx={{ '& th': nowrap }}>
                <TableCell align="right">{t('travel.print.col.taxFree')}</TableCell>
                <TableCell align="right">{t('travel.print.col.taxable')}</TableCell>
                <TableCell align="right">{t('travel.print.col.benefit')}</TableCell>
                <TableCell align="right">{t('travel.print.col.expensesTotal')}</TableCell>
                <TableCell align="right">{t('travel.print.col.deductibleVat')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow sx={{ '& td': { ...bold, ...nowrap } }}>
                <TableCell align="right" data-testid="travel-print-total-taxfree">
                  {kr(ok.totals.Skattefritt)}
                </TableCell>
                <TableCell align="right">{kr(ok.totals.Skattepliktigt)}</TableCell>
                <TableCell align="right">{kr(ok.totals.Forman)}</TableCell>
                <TableCell align="right">{kr(ok.totals.Utlagg)}</TableCell>
                <TableCell align="right">{kr(ok.totals.AvdragsgillMoms)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        ) : (
          <Alert severity="warning">{missing}</Alert>
        )}
      </Part>
    </Stack>
  );
}
