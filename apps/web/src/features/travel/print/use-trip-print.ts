import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TravelExpenseSchema, type TravelExpense } from '@lonportal/domain/travel/trip';
import { currentLanguage } from '../../../i18n/i18n';
import { apiRequest } from '../../../lib/api-client';
import { employeeLabel } from '../../../lib/employee-selection';
import { refetchedWhenShown } from '../../../lib/query-freshness';
import { useEmployees } from '../../../lib/reference-lists/get-perlista';
import { statusLabel } from '../../../lib/row-status/status-labels';
import { useSession } from '../../../lib/session';
import { travelKey } from '../index';
import { formatKm, reserakningPdfName, reserakningPdfUrl, tripIdOf } from './trip-print';
import { printFacts } from '../../../lib/print-facts';

/** GET /resa/{Id}: one trip as the travel pages read it, under their cache key (a saved trip refetches it). */
const tripQueryOptions = (ftgId: string, id: string) =>
  queryOptions({
    queryKey: [...travelKey(ftgId), 'resa', id] as const,
    queryFn: ({ signal }) => apiRequest(`/resa/${encodeURIComponent(id)}`, TravelExpenseSchema, { signal }),
    staleTime: refetchedWhenShown,
  });

/**
 * The printed travel expense report's data: the trip the address names, the sheet's facts (the
 * company, the employee, purpose, destination, distance, departure, return and status) and the
 * PDF's address once the trip is read.
 */
export function useTripPrint() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftg = me.FtgInfo;
  const [params] = useSearchParams();
  const id = tripIdOf(params.get('Id'));
  const query = useQuery({ ...tripQueryOptions(ftg.FtgId, id ?? ''), enabled: id !== null });
  const employees = useEmployees(ftg.FtgId, true);
  const trip = query.data;
  const employee = trip ? employees.data?.find((e) => e.AnstNr === trip.AnstNr) : undefined;
  const tripFacts = (trip: TravelExpense): [string, string][] => [
    [t('print.employee'), employee ? employeeLabel(employee) : trip.AnstNr],
    [t('travel.print.purpose'), trip.Syfte],
    [t('travel.print.destination'), trip.Ort],
    [t('travel.print.distance'), t('travel.print.distanceValue', { km: formatKm(trip.AvstandKm) })],
    [t('travel.print.departure'), `${trip.AvresaDatum} ${trip.AvresaTid}`],
    [t('travel.print.return'), `${trip.HemkomstDatum} ${trip.HemkomstTid}`],
    [
      t('travel.print.status'),
      trip.RaderStatus
        ? t('travel.print.statusWithRows', {
            trip: t(`travel.status.${trip.Status}`),
            rows: t(statusLabel(trip.RaderStatus).key),
          })
        : t(`travel.status.${trip.Status}`),
    ],
  ];

  const facts = printFacts(t, ftg, { more: trip ? tripFacts(trip) : [] });
  const pdf =
    id !== null && trip
      ? { url: reserakningPdfUrl(id, currentLanguage()), fileName: reserakningPdfName(trip) }
      : null;
  return { id, query, trip, facts, pdf };
}
