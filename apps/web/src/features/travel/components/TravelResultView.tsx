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
import type { TravelResult } from '@lonportal/domain/travel/trip';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { formatKronor } from '../../../lib/number-format';
import { countryName } from '../../../lib/countries';

/** The meals of a day as a short list ("lunch, dinner"), or '' for none. */
function mealsText(
  t: (k: string) => string,
  meals: { breakfast?: boolean; lunch?: boolean; dinner?: boolean },
) {
  return [
    meals.breakfast ? t('travel.guide.breakfast') : '',
    meals.lunch ? t('travel.guide.lunch') : '',
    meals.dinner ? t('travel.guide.dinner') : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * What a trip gives by the rules, day by day and why: the per diem of each day with its
 * part, free meals and reasons, the nights, mileage tax-free and taxable, the representation's
 * deductible VAT, and the totals. "Missing rules for travel" when a year has no amounts.
 */
export function TravelResultView({ result }: { result: TravelResult }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const kr = (n: number) => formatKronor(n, lng);
  if (result.kind === 'missingRules')
    return (
      <Alert severity="warning" data-testid="travel-missing-rules">
        {result.normalbelopp?.length
          ? t('travel.guide.normalbeloppMissing', { years: result.normalbelopp.join(', ') })
          : `${t('errors.travelRulesMissing')} (${result.years.join(', ')})`}
      </Alert>
    );
  const { perDiem, mileage, representation, totals } = result;
  return (
    <Stack spacing={2} data-testid="travel-result">
      <ResultTotals totals={totals} />
      {perDiem.notEligible ? (
        <Alert severity="info">{t(perDiem.notEligible)}</Alert>
      ) : (
        <PerDiemTable perDiem={perDiem} />
      )}
      {mileage.length > 0 && <MileageTable mileage={mileage} />}
      {representation.map((r, i) => (
        <Alert key={i} severity="info" data-testid="travel-representation">
          {t('travel.result.representation', {
            date: r.Datum,
            count: r.Deltagare,
            deductible: kr(r.AvdragsgillMoms),
            rest: kr(r.EjAvdragsgillMoms),
          })}{' '}
          {t(r.Skal)}
        </Alert>
      ))}
    </Stack>
  );
}

type Computed = Extract<TravelResult, { kind: 'ok' }>;

/** What the trip gives in all: tax-free, taxable, benefit and expenses. */
function ResultTotals({ totals }: { totals: Computed['totals'] }) {
  const { t, i18n } = useTranslation();
  const kr = (n: number) => formatKronor(n, i18n.language);
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}>
      {(
        [
          ['travel.result.taxFree', totals.Skattefritt, 'travel-total-taxfree'],
          ['travel.result.taxable', totals.Skattepliktigt, 'travel-total-taxable'],
          ['travel.result.benefit', totals.Forman, 'travel-total-benefit'],
          ['travel.result.expenses', totals.Utlagg, 'travel-total-expenses'],
        ] as const
      ).map(([key, value, testId]) => (
        <Box key={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(key)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
            {kr(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Each day's per diem with its part, free meals and why, and the nights. */
function PerDiemTable({ perDiem }: { perDiem: Computed['perDiem'] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const kr = (n: number) => formatKronor(n, lng);
  return (
    <ScrollRegion outlined label={t('travel.result.days')}>
      <Table size="small" aria-label={t('travel.result.days')}>
        <TableHead>
          <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableCell>{t('travel.result.date')}</TableCell>
            <TableCell>{t('travel.result.country')}</TableCell>
            <TableCell>{t('travel.result.part')}</TableCell>
            <TableCell align="right">{t('travel.result.base')}</TableCell>
            <TableCell>{t('travel.result.meals')}</TableCell>
            <TableCell align="right">{t('travel.result.amount')}</TableCell>
            <TableCell>{t('travel.result.why')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {perDiem.days.map((d) => (
            <TableRow key={d.date} data-testid="travel-day">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.date}</TableCell>
              <TableCell>{countryName(d.country, lng)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`travel.part.${d.part}`)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {kr(d.base)}
              </TableCell>
              <TableCell>
                {mealsText(t, d.meals)}
                {d.mealReduction > 0 ? ` (−${kr(d.mealReduction)})` : ''}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {kr(d.amount)}
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>{d.reasons.map((r) => t(r)).join('. ')}</TableCell>
            </TableRow>
          ))}
          {perDiem.nights.map((n) => (
            <TableRow key={`night-${n.date}`} data-testid="travel-night">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{n.date}</TableCell>
              <TableCell colSpan={4}>{t('travel.result.night')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {kr(n.amount)}
              </TableCell>
              <TableCell>{t('travel.result.nightWhy')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** The mileage per day: vehicle, km, rate, tax-free and taxable. */
function MileageTable({ mileage }: { mileage: Computed['mileage'] }) {
  const { t, i18n } = useTranslation();
  const kr = (n: number) => formatKronor(n, i18n.language);
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
