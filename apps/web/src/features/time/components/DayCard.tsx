import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resEnhetField, type TimeEntry } from '@lonportal/domain/time/entries';
import type { EntryEditor } from '../use-entry-editor';
import type { TimeContext } from '../use-time-context';
import { isOffDay } from './DayGroup';
import { DayHeader, type DayProps } from './DayHeader';
import { EntryActions, entryCode } from './EntryActions';
import { EntryStatus } from './EntryStatus';
import { timeRange } from './entry-texts';
import { formatHours } from '../../../lib/number-format';

/** One day of the time report on a phone: its heading and its rows as a list. */
export function DayCard({ day, ctx, editor, anstNr, fillable }: DayProps) {
  return (
    <Paper variant="outlined" data-testid="time-report-day" data-date={day.day.Datum}>
      <Box sx={{ p: 1.5, bgcolor: isOffDay(day) ? 'action.hover' : undefined }}>
        <DayHeader day={day} ctx={ctx} editor={editor} anstNr={anstNr} fillable={fillable} compact />
      </Box>
      {day.rows.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {day.rows.map((row) => (
            <EntryCard key={row.Id} row={row} ctx={ctx} editor={editor} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** A row on a phone: code and hours, times, brukare, result units and comment, status and actions. */
function EntryCard({ row, ctx, editor }: { row: TimeEntry; ctx: TimeContext; editor: EntryEditor }) {
  const { t } = useTranslation();
  const range = timeRange(row, (minutes) => t('timeReport.entry.breakMinutes', { minutes }));
  const details: [string, string][] = [
    ...(ctx.ftg.UseLSS && row.Brukare
      ? [[t('timeReport.field.brukare'), ctx.brukareName(row.Brukare)] as [string, string]]
      : []),
    ...ctx.resDims
      .filter((n) => row[resEnhetField(n)])
      .map(
        (n) =>
          [ctx.ftg[`ResEnhetNamn${n}`] || t('timeReport.field.resEnhet', { n }), row[resEnhetField(n)]] as [
            string,
            string,
          ],
      ),
  ];
  return (
    <Box
      component="li"
      data-testid="time-entry"
      sx={{ display: 'flex', gap: 1, px: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{entryCode(row, ctx)}</Typography>
          <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
            {t('timeReport.hoursValue', { hours: formatHours(row.Timmar) })}
          </Typography>
        </Stack>
        {range && (
          <Typography variant="body2" color="text.secondary">
            {range}
          </Typography>
        )}
        {details.map(([label, value]) => (
          <Typography key={label} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {label}: {value}
          </Typography>
        ))}
        {row.Kommentar && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.Kommentar}
          </Typography>
        )}
        <EntryStatus row={row} editor={editor} compact />
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexShrink: 0 }}>
        <EntryActions row={row} ctx={ctx} editor={editor} compact />
      </Box>
    </Box>
  );
}
