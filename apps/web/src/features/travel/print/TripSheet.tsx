import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import type { TravelExpense } from '@lonportal/domain/travel/trip';
import type { TripOutcome } from './sheet-parts';
import { TripDays, TripNights } from './TripDays';
import { TripEvents } from './TripEvents';
import { TripExpenses, TripRepresentation } from './TripExpenses';
import { TripMileage } from './TripMileage';
import { TripTotals } from './TripTotals';

// One trip's travel expense report as the print sheet has it (ReserakningPrintPage.tsx), part by
// part as the server's PDF has them.

/** The trip's parts, as the PDF has them. */
export function TripSheet({ trip }: { trip: TravelExpense }) {
  const { t } = useTranslation();
  const result = trip.Resultat;
  const outcome: TripOutcome = {
    ok: result.kind === 'ok' ? result : null,
    missing:
      result.kind === 'missingRules'
        ? `${t('errors.travelRulesMissing')} (${result.years.join(', ')})`
        : null,
  };
  return (
    <Stack spacing={3} data-testid="travel-print">
      <TripEvents trip={trip} />
      <TripDays outcome={outcome} />
      <TripNights outcome={outcome} />
      <TripMileage trip={trip} />
      <TripExpenses trip={trip} />
      <TripRepresentation trip={trip} />
      <TripTotals outcome={outcome} />
    </Stack>
  );
}
