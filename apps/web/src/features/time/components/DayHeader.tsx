import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import EventAvailable from '@mui/icons-material/EventAvailable';
import MoreVert from '@mui/icons-material/MoreVert';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { tipProps } from '../../../ui/TipHost';
import { periodContaining } from '../../../lib/date-filter';
import { dayWarningTexts, type ReportDay } from '../time-report';
import type { EntryEditor } from '../use-entry-editor';
import type { TimeContext } from '../use-time-context';
import { timeRange } from './entry-texts';
import { formatHours } from '../../../lib/number-format';
import { touchTarget } from '../../../ui/touch';

/** What a day of the time report is shown with, in the table (DayGroup) and as a card (DayCard). */
export interface DayProps {
  day: ReportDay;
  ctx: TimeContext;
  editor: EntryEditor;
  anstNr: string;
  /** Whether the day may be filled as scheduled now (scheduled, not after today, no rows). */
  fillable: boolean;
}

interface Props extends DayProps {
  /** Phone layout: larger touch targets. */
  compact?: boolean;
}

/**
 * A day's heading in the time report: the date, day off, scheduled and reported hours, warnings,
 * and the day's actions (as scheduled in one click, a new row, copy the day or week).
 */
export function DayHeader({ day, ctx, editor, anstNr, fillable, compact = false }: Props) {
  const { t, i18n } = useTranslation();
  const date = day.day.Datum;
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const label = formatDayWithWeekday(date, lng);
  // On a phone the actions stay on the date's line and the hours and warnings wrap below it.
  const below = compact ? { order: 3, flexBasis: '100%' } : undefined;
  const scheduledTimes = day.day.SchemaTider
    ? timeRange(day.day.SchemaTider, (minutes) => t('timeReport.entry.breakMinutes', { minutes }))
    : '';

  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
    >
      <Typography
        component="span"
        sx={{
          fontWeight: 600,
          minWidth: compact ? 0 : 130,
          '&::first-letter': { textTransform: 'uppercase' },
        }}
      >
        {label}
      </Typography>
      {day.day.HelgdagNamn && (
        <Chip
          size="small"
          color={day.day.Helgdag === 'public' ? 'error' : 'default'}
          variant="outlined"
          label={day.day.HelgdagNamn}
        />
      )}
      <Typography component="span" variant="body2" color="text.secondary" data-testid="day-hours" sx={below}>
        {t('timeReport.day.hours', {
          scheduled: formatHours(day.day.SchemaTimmar),
          reported: formatHours(day.reported),
        })}
        {scheduledTimes && ` (${scheduledTimes})`}
      </Typography>
      {dayWarningTexts(day, lng).map((w) => (
        <Typography
          key={w.key}
          component="span"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500, ...below }}
          data-testid="day-warning"
        >
          <WarningAmber fontSize="small" color="warning" aria-hidden />
          {t(w.key, w.values)}
        </Typography>
      ))}
      {ctx.mayReport && (
        <DayActions
          day={day}
          editor={editor}
          anstNr={anstNr}
          fillable={fillable}
          compact={compact}
          label={label}
        />
      )}
    </Stack>
  );
}

/** A day's actions: as scheduled in one click, a new row, and a menu to copy the day or its week. */
function DayActions({
  day,
  editor,
  anstNr,
  fillable,
  compact,
  label,
}: Omit<DayProps, 'ctx'> & { compact: boolean; label: string }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const date = day.day.Datum;
  const target = compact ? touchTarget : undefined;
  const copy = (days: 1 | 7) => {
    setMenu(null);
    editor.copy({ anstNr, from: days === 1 ? date : periodContaining('W', date).From, days });
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto', order: compact ? 2 : 0 }}>
      {fillable && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<EventAvailable />}
          aria-label={t('timeReport.asScheduled.dayLabel', { date: label })}
          onClick={() => editor.asScheduled(anstNr, date, date)}
          disabled={editor.filling}
          sx={target}
        >
          {t('timeReport.asScheduled.day')}
        </Button>
      )}
      <IconButton
        {...tipProps(t('timeReport.action.add'))}
        size="small"
        aria-label={t('timeReport.action.addOn', { date: label })}
        onClick={() => editor.add(date)}
        sx={target}
      >
        <Add fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('timeReport.action.dayMenu', { date: label })}
        aria-haspopup="menu"
        onClick={(e) => setMenu(e.currentTarget)}
        sx={target}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => copy(1)} disabled={day.rows.length === 0}>
          {t('timeReport.copy.dayAction')}
        </MenuItem>
        <MenuItem onClick={() => copy(7)}>{t('timeReport.copy.weekAction')}</MenuItem>
      </Menu>
    </Box>
  );
}
