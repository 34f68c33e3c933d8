import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { PeriodPageFrame } from '../../ui/PageFrame';
import { TravelGuide } from './components/TravelGuide';
import { TripCard } from './components/TripCard';
import { useTravelPage } from './use-travel-page';

/**
 * /travelExpenses (Reseräkningar): the selected employee's trips of the date filter's
 * period, each with what it gives by the rules and its state; a new trip or a change through the
 * guide; completing a trip makes its compensation rows, reverting removes them while they are not
 * attested; the print of a trip where the company has it.
 */
export function TravelExpensesPage() {
  const { t } = useTranslation();
  const page = useTravelPage();
  const { ctx, anstNr, trips, open } = page;

  return (
    <PeriodPageFrame
      title={t('travel.page.title')}
      actions={
        ctx.mayReport &&
        anstNr && (
          <Button variant="contained" startIcon={<Add />} onClick={page.openNew}>
            {t('travel.action.new')}
          </Button>
        )
      }
    >
      <EmployeeQueryGate
        loading={ctx.isLoading}
        anstNr={anstNr}
        query={page.list}
        noEmployeeKey="travel.page.noEmployee"
        retryKey="travel.action.retry"
      >
        {() =>
          trips.length === 0 ? (
            <Typography color="text.secondary">{t('travel.page.empty')}</Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {trips.map((trip) => (
                <TripCard
                  key={trip.Id}
                  trip={trip}
                  mayReport={ctx.mayReport}
                  mayPrint={page.mayPrint}
                  onOpen={page.openTrip}
                  onRun={(trip, what) => void page.run(trip, what)}
                />
              ))}
            </Stack>
          )
        }
      </EmployeeQueryGate>
      {open && anstNr && (
        <TravelGuide
          key={open.key}
          ftgId={ctx.ftgId}
          anstNr={anstNr}
          trip={open.trip}
          initial={open.initial}
          mayEdit={ctx.mayReport && (open.trip === null || open.trip.KanAndras)}
          onClose={page.close}
        />
      )}
    </PeriodPageFrame>
  );
}
