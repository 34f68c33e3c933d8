import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import MoreVert from '@mui/icons-material/MoreVert';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { weekdayIndex } from '@lonportal/domain/dates';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { periodContaining } from '../../../lib/date-filter';
import type { ReportDay } from '../time-report';
import type { EntryEditor } from '../use-entry-editor';
import type { TimeContext } from '../use-time-context';
import { formatHours } from './entry-texts';
import { entryColumnCount, EntryRow } from './EntryRow';

interface Props {
  day: ReportDay;
  ctx: TimeContext;
  editor: EntryEditor;
  anstNr: string;
}

/** One day of the time report: its date, holiday, scheduled and reported hours, warnings and rows. */
export function DayGroup({ day, ctx, editor, anstNr }: Props) {
  const { t, i18n } = useTranslation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const date = day.day.Datum;
  const label = formatDayWithWeekday(date, i18n.resolvedLanguage ?? i18n.language);
  const weekend = weekdayIndex(date) >= 5; // Saturday or Sunday
  const offDay = weekend || day.day.Helgdag !== null;
  const copy = (days: 1 | 7) => {
    setMenu(null);
    editor.copy({ anstNr, from: days === 1 ? date : periodContaining('W', date).From, days });
  };

  return (
    <TableBody data-testid="time-report-day" data-date={date}>
      <TableRow sx={{ bgcolor: offDay ? 'action.hover' : 'background.default' }}>
        <TableCell component="th" scope="rowgroup" colSpan={entryColumnCount(ctx)} sx={{ py: 1 }}>
          {/* On a narrow screen the table scrolls sideways; the day's heading and buttons stay in view. */}
          <Stack
            direction="row"
            useFlexGap
            sx={{
              alignItems: 'center',
              flexWrap: 'wrap',
              columnGap: 1.5,
              rowGap: 0.5,
              position: 'sticky',
              left: 16,
              maxWidth: { xs: 'calc(100vw - 80px)', md: 'none' },
            }}
          >
            <Typography
              component="span"
              sx={{ fontWeight: 600, minWidth: 130, '&::first-letter': { textTransform: 'uppercase' } }}
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
            <Typography component="span" variant="body2" color="text.secondary">
              {t('timeReport.day.hours', {
                scheduled: formatHours(day.day.SchemaTimmar),
                reported: formatHours(day.reported),
              })}
            </Typography>
            {day.warnings.map((w) => (
              <Typography
                key={w}
                component="span"
                variant="body2"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
                data-testid="day-warning"
              >
                <WarningAmber fontSize="small" color="warning" aria-hidden />
                {t(w)}
              </Typography>
            ))}
            {ctx.mayReport && (
              <Box sx={{ display: 'flex', ml: 'auto' }}>
                <Tooltip title={t('timeReport.action.add')}>
                  <IconButton
                    size="small"
                    aria-label={t('timeReport.action.addOn', { date: label })}
                    onClick={() => editor.add(date)}
                  >
                    <Add fontSize="small" />
                  </IconButton>
                </Tooltip>
                <IconButton
                  size="small"
                  aria-label={t('timeReport.action.dayMenu', { date: label })}
                  aria-haspopup="menu"
                  onClick={(e) => setMenu(e.currentTarget)}
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
            )}
          </Stack>
        </TableCell>
      </TableRow>
      {day.rows.map((row) => (
        <EntryRow key={row.Id} row={row} ctx={ctx} editor={editor} />
      ))}
    </TableBody>
  );
}
