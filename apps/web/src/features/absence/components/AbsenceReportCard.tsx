import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import type { AbsenceReport } from '@lonportal/domain/absence/absence-reports';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { AbsenceFacts } from './AbsenceFacts';

/** What a report's card offers: reporting well again, and changing or removing the user's own. */
export interface ReportCardActions {
  onRecovered: (r: AbsenceReport) => void;
  onEdit: (r: AbsenceReport) => void;
  onRemove: (r: AbsenceReport) => void;
}

function ReportButtons({
  r,
  isOpen,
  withName,
  actions,
}: {
  r: AbsenceReport;
  isOpen: boolean;
  withName: boolean;
  actions: ReportCardActions;
}) {
  const { t } = useTranslation();
  const locked = r.LastDagar > 0;
  const label = { kind: t(`absence.kind.${r.Typ}`), date: r.From, name: r.Namn };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {isOpen && (
        <Button
          variant="contained"
          startIcon={<TaskAlt />}
          onClick={() => actions.onRecovered(r)}
          aria-label={t('absence.action.recoveredFor', label)}
        >
          {t('absence.action.recovered')}
        </Button>
      )}
      {!withName && (
        <Button
          startIcon={<EditOutlined />}
          disabled={locked}
          onClick={() => actions.onEdit(r)}
          aria-label={t('absence.action.editFor', label)}
        >
          {t('absence.action.edit')}
        </Button>
      )}
      {!withName && (
        <Button
          color="error"
          startIcon={<DeleteOutline />}
          disabled={locked}
          onClick={() => actions.onRemove(r)}
          aria-label={t('absence.action.deleteFor', label)}
        >
          {t('absence.action.delete')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * An absence report: its kind (and child), its period and degree, the days it put in the time
 * report, what the sick-pay and VAB rules say, and its actions (another's, `withName`, only closes).
 */
export function AbsenceReportCard({
  r,
  isOpen,
  withName,
  codeText,
  actions,
}: {
  r: AbsenceReport;
  /** Not yet reported well. */
  isOpen: boolean;
  withName: boolean;
  codeText: (tidKod: string) => string;
  /** Null: the user may not report. */
  actions: ReportCardActions | null;
}) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDayWithWeekday(iso, i18n.language);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="absence-report">
      <Stack spacing={1}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {withName ? `${r.Namn} · ` : ''}
            {r.Typ === 'OVRIG'
              ? `${t('absence.kind.OVRIG')} (${codeText(r.TidKod) || r.TidKod})`
              : t(`absence.kind.${r.Typ}`)}
            {r.Barn ? ` · ${r.Barn.Namn}` : ''}
          </Typography>
          <Chip
            size="small"
            color={isOpen ? 'primary' : 'success'}
            variant="outlined"
            label={t(isOpen ? 'absence.state.open' : 'absence.state.recovered')}
            data-testid="absence-state"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {r.Frisk
            ? t('absence.period.closed', { from: day(r.From), to: day(r.Frisk) })
            : t('absence.period.open', { from: day(r.From) })}
          {r.Omfattning < 100 ? ` · ${t('absence.degree', { n: r.Omfattning })}` : ''}
          {' · '}
          {t('absence.daysInReport', { n: r.Dagar })}
        </Typography>
        {r.Kommentar && <Typography variant="body2">{r.Kommentar}</Typography>}
        <AbsenceFacts report={r} />
        {actions && <ReportButtons r={r} isOpen={isOpen} withName={withName} actions={actions} />}
        {r.LastDagar > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('absence.lockedDays', { n: r.LastDagar })}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
