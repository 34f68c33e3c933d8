import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Print from '@mui/icons-material/PrintOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Undo from '@mui/icons-material/Undo';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { ROUTES } from '@lonportal/domain/access/route-table';
import type { TravelExpense } from '@lonportal/domain/travel/trip';
import { formatKronor } from '../../../lib/number-format';
import { StatusChip } from '../../../ui/StatusChip';
import type { TripWhat } from '../use-travel-page';
import { TravelResultView } from './TravelResultView';

interface Props {
  trip: TravelExpense;
  /** The user reports for the employee: trips may change while they are open. */
  mayReport: boolean;
  mayPrint: boolean;
  onOpen: (trip: TravelExpense) => void;
  onRun: (trip: TravelExpense, what: TripWhat) => void;
}

/** A trip of the list: where and when, its state, what it gives by the rules, and its buttons. */
export function TripCard({ trip, mayReport, mayPrint, onOpen, onRun }: Props) {
  const { t, i18n } = useTranslation();
  const result = trip.Resultat;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="travel-trip">
      <Stack spacing={1.5}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
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
        <TravelResultView result={result} />
        <TripButtons trip={trip} mayReport={mayReport} mayPrint={mayPrint} onOpen={onOpen} onRun={onRun} />
        {trip.Status === 'COMPLETED' && result.kind === 'ok' && (
          <Alert severity="success" variant="outlined">
            {t('travel.page.rowsMade', {
              count: result.rows.length,
              sum: formatKronor(
                result.totals.Skattefritt + result.totals.Skattepliktigt + result.totals.Utlagg,
                i18n.language,
              ),
            })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** A trip's buttons: open (to change or to read), complete, revert, delete, print. */
function TripButtons({ trip, mayReport, mayPrint, onOpen, onRun }: Props) {
  const { t } = useTranslation();
  const editable = trip.KanAndras && mayReport;
  const names = { purpose: trip.Syfte, date: trip.AvresaDatum };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        startIcon={editable ? <EditOutlined /> : <Visibility />}
        aria-label={t(editable ? 'travel.action.editTrip' : 'travel.action.viewTrip', names)}
        onClick={() => onOpen(trip)}
      >
        {t(editable ? 'travel.action.edit' : 'travel.action.view')}
      </Button>
      {editable && trip.Resultat.kind === 'ok' && (
        <Button
          variant="outlined"
          startIcon={<TaskAlt />}
          onClick={() => onRun(trip, 'complete')}
          aria-label={t('travel.action.completeTrip', names)}
        >
          {t('travel.action.complete')}
        </Button>
      )}
      {mayReport && trip.Status === 'COMPLETED' && (
        <Button
          startIcon={<Undo />}
          onClick={() => onRun(trip, 'revert')}
          aria-label={t('travel.action.revertTrip', names)}
        >
          {t('travel.action.revert')}
        </Button>
      )}
      {editable && (
        <Button
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => onRun(trip, 'delete')}
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
  );
}
