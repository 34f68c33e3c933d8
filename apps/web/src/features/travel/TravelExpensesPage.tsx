import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Print from '@mui/icons-material/PrintOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Undo from '@mui/icons-material/Undo';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute, ROUTES } from '@lonportal/domain/access/route-table';
import { ERRORS } from '@lonportal/domain/errors/codes';
import type { TravelExpense } from '@lonportal/domain/travel/trip';
import { isApiError } from '../../lib/api-client';
import { showError } from '../../lib/api-errors';
import { todayIso, useDateFilter } from '../../lib/date-filter';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useSession } from '../../lib/session';
import { useConfirm } from '../../ui/confirm';
import { useSnackbar } from '../../ui/snackbar';
import { EmployeeQueryGate } from '../../ui/EmployeeQueryGate';
import { StatusChip } from '../../ui/StatusChip';
import { formatKronor } from '../../lib/number-format';
import { useTimeContext } from '../time';
import { useTripAction, useTrips } from './api';
import { TravelGuide } from './components/TravelGuide';
import { TravelResultView } from './components/TravelResultView';
import { newTravelValues, travelValuesOf, type TravelFormValues } from './travel-form';

type Open = { trip: TravelExpense | null; initial: TravelFormValues; key: number };

/**
 * /travelExpenses (Reseräkningar): the selected employee's trips of the date filter's
 * period, each with what it gives by the rules and its state; a new trip or a change through the
 * guide; completing a trip makes its compensation rows, reverting removes them while they are not
 * attested; the print of a trip where the company has it.
 */
export function TravelExpensesPage() {
  const { t, i18n } = useTranslation();
  const ctx = useTimeContext();
  const { period } = useDateFilter();
  const anstNr = ctx.selection.anstNr;
  const list = useTrips(ctx.ftgId, anstNr, period);
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const action = useTripAction(ctx.ftgId);
  const { me } = useSession();
  const portal = usePortalInfo(ctx.ftgId).data;
  const access = portal ? accessContextFromMe(me, portal) : null;
  const mayPrint = access !== null && canAccessRoute('ReserakningPrint', access);
  const [open, setOpen] = useState<Open | null>(null);
  const today = todayIso();
  const newDate = today >= period.From && today <= period.To ? today : period.From;
  const trips = list.data?.Resor ?? [];

  const run = async (trip: TravelExpense, what: 'complete' | 'revert' | 'delete') => {
    const names = { purpose: trip.Syfte, date: trip.AvresaDatum };
    const answer = await confirm({
      title: t(`travel.action.${what}Title`),
      text: t(`travel.action.${what}Text`, names),
      confirmText: t(`travel.action.${what}`),
      ...(what === 'delete' ? { confirmColor: 'error' as const } : {}),
    });
    if (answer !== 'confirm') return;
    action.mutate(
      { id: trip.Id, version: trip.Version, action: what },
      {
        onSuccess: () =>
          showSnackbar({ text: t(`travel.action.${what}Done`), color: 'success', timeout: 4000 }),
        onError: (err) =>
          showError(err, {
            color: 'warning',
            ...(isApiError(err, ERRORS.VersionConflict.code) ? { messageKey: 'travel.guide.conflict' } : {}),
          }),
      },
    );
  };

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 2 }}
      >
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('travel.page.title')}
        </Typography>
        {ctx.mayReport && anstNr && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setOpen({ trip: null, initial: newTravelValues(newDate), key: Date.now() })}
          >
            {t('travel.action.new')}
          </Button>
        )}
      </Stack>
      <EmployeeQueryGate
        loading={ctx.isLoading}
        anstNr={anstNr}
        query={list}
        noEmployeeKey="travel.page.noEmployee"
        retryKey="travel.action.retry"
      >
        {() =>
          trips.length === 0 ? (
            <Typography color="text.secondary">{t('travel.page.empty')}</Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {trips.map((trip) => {
                const editable = trip.KanAndras && ctx.mayReport;
                const names = { purpose: trip.Syfte, date: trip.AvresaDatum };
                return (
                  <Paper
                    key={trip.Id}
                    component="li"
                    variant="outlined"
                    sx={{ p: 2 }}
                    data-testid="travel-trip"
                  >
                    <Stack spacing={1.5}>
                      <Stack
                        direction="row"
                        useFlexGap
                        sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                      >
                        <Typography
                          variant="h6"
                          component="h2"
                          sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
                        >
                          {trip.Syfte} · {trip.Ort}
                        </Typography>
                        <Chip
                          size="small"
                          color={trip.Status === 'COMPLETED' ? 'success' : 'default'}
                          label={t(`travel.status.${trip.Status}`)}
                          data-testid="travel-status"
                        />
                        {trip.RaderStatus && <StatusChip status={trip.RaderStatus} />}
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {t('travel.page.when', {
                          from: `${trip.AvresaDatum} ${trip.AvresaTid}`,
                          to: `${trip.HemkomstDatum} ${trip.HemkomstTid}`,
                        })}
                      </Typography>
                      <TravelResultView result={trip.Resultat} />
                      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                        <Button
                          startIcon={editable ? <EditOutlined /> : <Visibility />}
                          aria-label={t(
                            editable ? 'travel.action.editTrip' : 'travel.action.viewTrip',
                            names,
                          )}
                          onClick={() => setOpen({ trip, initial: travelValuesOf(trip), key: Date.now() })}
                        >
                          {t(editable ? 'travel.action.edit' : 'travel.action.view')}
                        </Button>
                        {editable && trip.Resultat.kind === 'ok' && (
                          <Button
                            variant="outlined"
                            startIcon={<TaskAlt />}
                            onClick={() => void run(trip, 'complete')}
                            aria-label={t('travel.action.completeTrip', names)}
                          >
                            {t('travel.action.complete')}
                          </Button>
                        )}
                        {ctx.mayReport && trip.Status === 'COMPLETED' && (
                          <Button
                            startIcon={<Undo />}
                            onClick={() => void run(trip, 'revert')}
                            aria-label={t('travel.action.revertTrip', names)}
                          >
                            {t('travel.action.revert')}
                          </Button>
                        )}
                        {editable && (
                          <Button
                            color="error"
                            startIcon={<DeleteOutline />}
                            onClick={() => void run(trip, 'delete')}
                            aria-label={t('travel.action.deleteTrip', names)}
                          >
                            {t('travel.action.delete')}
                          </Button>
                        )}
                        {mayPrint && (
                          <Button
                            component={RouterLink}
                            to={`${ROUTES.ReserakningPrint.path}?Id=${trip.Id}`}
                            startIcon={<Print />}
                            aria-label={t('travel.action.printTrip', names)}
                          >
                            {t('travel.action.print')}
                          </Button>
                        )}
                      </Stack>
                      {trip.Status === 'COMPLETED' && trip.Resultat.kind === 'ok' && (
                        <Alert severity="success" variant="outlined">
                          {t('travel.page.rowsMade', {
                            count: trip.Resultat.rows.length,
                            sum: formatKronor(
                              trip.Resultat.totals.Skattefritt +
                                trip.Resultat.totals.Skattepliktigt +
                                trip.Resultat.totals.Utlagg,
                              i18n.language,
                            ),
                          })}
                        </Alert>
                      )}
                    </Stack>
                  </Paper>
                );
              })}
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
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}
