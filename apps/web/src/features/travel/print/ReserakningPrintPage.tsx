import { EmployeeQueryGate } from '../../../ui/EmployeeQueryGate';
import { PrintPage } from '../../../ui/PrintPage';
import { TripSheet } from './TripSheet';
import { useTripPrint } from './use-trip-print';

/**
 * /rapporter/reserakning?Id=… (ReserakningPrint): one trip's travel expense report as a
 * print sheet — the employee, purpose, destination, departure, return and status; the events in
 * time order; the per diem day by day, the nights, the mileage, the expenses, the representation
 * and the totals — and the same as the server's PDF. Opened from a trip on /travelExpenses; without
 * a trip in the address it says so.
 */
export function ReserakningPrintPage() {
  const { id, query, trip, facts, pdf } = useTripPrint();
  return (
    <PrintPage titleKey="travel.print.title" facts={facts} landscape pdf={pdf}>
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
