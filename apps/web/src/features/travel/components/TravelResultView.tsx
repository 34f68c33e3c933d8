import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TravelResult } from '@lonportal/domain/travel/trip';
import { formatKronor } from '../../../lib/number-format';
import { MileageTable } from './MileageTable';
import { PerDiemTable, type Computed } from './PerDiemTable';

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
