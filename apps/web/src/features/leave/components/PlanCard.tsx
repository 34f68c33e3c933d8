import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ViewTimeline from '@mui/icons-material/ViewTimelineOutlined';
import { planTakesWishes, type LeavePlan } from '@lonportal/domain/leave/leave-plan';

interface Props {
  plan: LeavePlan;
  today: string;
  onEdit: (plan: LeavePlan) => void;
  onRemove: (plan: LeavePlan) => void;
}

/** A planning period: its name, whether it takes wishes, its days, and open, edit and delete. */
export function PlanCard({ plan: p, today, onEdit, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="leave-plan">
      <Stack spacing={1}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {p.Namn}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={planTakesWishes(p, today) ? 'success' : 'default'}
            label={t(planTakesWishes(p, today) ? 'leavePlanner.open' : 'leavePlanner.closed')}
          />
        </Stack>
        <Typography variant="body2">
          {t('leave.range', { from: p.From, to: p.To })} ·{' '}
          {t('leavePlanner.deadline', { date: p.SistaOnskedag })}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            component={RouterLink}
            to={`/leaveplanner/${p.Id}`}
            startIcon={<ViewTimeline />}
            aria-label={t('leavePlanner.action.openFor', { name: p.Namn })}
          >
            {t('leavePlanner.action.open')}
          </Button>
          <Button
            startIcon={<EditOutlined />}
            onClick={() => onEdit(p)}
            aria-label={t('leavePlanner.action.editFor', { name: p.Namn })}
          >
            {t('absence.action.edit')}
          </Button>
          <Button
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => onRemove(p)}
            aria-label={t('leavePlanner.action.deleteFor', { name: p.Namn })}
          >
            {t('absence.action.delete')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
