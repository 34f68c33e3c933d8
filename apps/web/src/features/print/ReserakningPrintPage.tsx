import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TravelExpenseSchema } from '@lonportal/domain/travel/trip';
import { formatOrgnr } from '@lonportal/domain/validation/identity';
import { currentLanguage } from '../../i18n/i18n';
import { apiRequest } from '../../lib/api-client';
import { employeeLabel } from '../../lib/employee-selection';
import { refetchedWhenShown } from '../../lib/query-freshness';
import { useEmployees } from '../../lib/reference-lists/get-perlista';
import { useSession } from '../../lib/session';
import { statusLabel } from '../../lib/row-status/status-labels';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { travelKey } from '../travel';
import { PrintPage } from './PrintPage';
import { reserakningPdfName, reserakningPdfUrl, tripIdOf } from './print-report';
import { formatKm, TripSheet } from './TripSheet';

/** GET /resa/{Id}: one trip as the travel pages read it, under their cache key (a saved trip refetches it). */
const tripQueryOptions = (ftgId: string, id: string) =>
  queryOptions({
    queryKey: [...travelKey(ftgId), 'resa', id] as const,
    queryFn: ({ signal }) => apiRequest(`/resa/${encodeURIComponent(id)}`, TravelExpenseSchema, { signal }),
    staleTime: refetchedWhenShown,
  });

/**
 * /rapporter/reserakning?Id=… (ReserakningPrint): one trip's travel expense report as a
 * print sheet — the employee, purpose, destination, departure, return and status; the events in
 * time order; the per diem day by day, the nights, the mileage, the expenses, the representation
 * and the totals — and the same as the server's PDF. Opened from a trip on /travelExpenses; without
 * a trip in the address it says so.
 */
export function ReserakningPrintPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftg = me.FtgInfo;
  const [params] = useSearchParams();
  const id = tripIdOf(params.get('Id'));
  const query = useQuery({ ...tripQueryOptions(ftg.FtgId, id ?? ''), enabled: id !== null });
  const employees = useEmployees(ftg.FtgId, true);
  const trip = query.data;
  const employee = trip ? employees.data?.find((e) => e.AnstNr === trip.AnstNr) : undefined;

  const facts: [string, string][] = [
    [t('print.company'), ftg.Namn],
    [t('print.orgnr'), formatOrgnr(ftg.Orgnr)],
    ...(trip
      ? ([
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
        ] as [string, string][])
      : []),
  ];

  return (
    <PrintPage
      titleKey="travel.print.title"
      facts={facts}
      landscape
      pdf={
        id !== null && trip
          ? { url: reserakningPdfUrl(id, currentLanguage()), fileName: reserakningPdfName(trip) }
          : null
      }
    >
      <EmployeeQueryGate
        loading={false}
        anstNr={id}
        query={query}
        noEmployeeKey="travel.print.noTrip"
        retryKey="print.retry"
        failedKey="print.loadFailed"
      >
        {() => (trip ? <TripSheet trip={trip} /> : null)}
      </EmployeeQueryGate>
    </PrintPage>
  );
}
