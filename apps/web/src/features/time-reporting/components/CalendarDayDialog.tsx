import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { AppDialog } from '../../../ui/AppDialog';
import { warningText } from '../time-report';
import type { EntryEditor } from '../use-entry-editor';
import type { CalendarDay } from '../use-calendar-days';
import type { TimeContext } from '../use-time-context';
import { formatHours } from './entry-texts';
import { EntryRow, EntryTableHead } from './EntryRow';
import { ScrollRegion } from '../../../ui/ScrollRegion';

interface Props {
  day: CalendarDay;
  ctx: TimeContext;
  editor: EntryEditor;
  onClose: () => void;
}

/** A calendar day's rows, where they are added, edited and removed with the time report's dialogs. */
export function CalendarDayDialog({ day, ctx, editor, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const label = formatDayWithWeekday(day.date, lng);
  return (
    <AppDialog
      open
      onClose={onClose}
      width={960}
      title={label}
      actions={
        <>
          {ctx.mayReport && (
            <Button startIcon={<Add />} onClick={() => editor.add(day.date)} disabled={!ctx.employee}>
              {t('timeReport.action.newRow')}
            </Button>
          )}
          <Button onClick={onClose} variant="contained">
            {t('timeReport.action.close')}
          </Button>
        </>
      }
    >
      <Stack direction="row" spacing={3} sx={{ mb: 2, flexWrap: 'wrap' }}>
        {day.holiday && <Typography color="error.main">{day.holiday}</Typography>}
        <Typography>{t('calendar.day.scheduled', { hours: formatHours(day.scheduled) })}</Typography>
        <Typography>{t('calendar.day.reported', { hours: formatHours(day.reported) })}</Typography>
      </Stack>
      {day.warnings.map((w) => {
        const text = warningText(w, day.date, day, lng);
        return (
          <Alert key={w} severity="warning" sx={{ mb: 1 }}>
            {t(text.key, text.values)}
          </Alert>
        );
      })}
      {day.rows.length === 0 ? (
        <Typography color="text.secondary">{t('calendar.day.empty')}</Typography>
      ) : (
        <ScrollRegion label={t('calendar.day.rows', { date: label })}>
          <Table size="small" aria-label={t('calendar.day.rows', { date: label })}>
            <EntryTableHead ctx={ctx} />
            <TableBody>
              {day.rows.map((row) => (
                <EntryRow key={row.Id} row={row} ctx={ctx} editor={editor} />
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </AppDialog>
  );
}
