import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { ROUTES } from '@lonportal/domain/access/route-table';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { AppDialog } from '../../../ui/AppDialog';
import { type EntryEditor, EntryRow, EntryTableHead, type TimeContext, warningText } from '../../time';
import type { CalendarDay } from '../use-calendar-days';
import { formatHours, formatKronor } from '../../../lib/number-format';
import { StatusChip } from '../../../ui/StatusChip';
import { ScrollRegion } from '../../../ui/ScrollRegion';

interface Props {
  day: CalendarDay;
  ctx: TimeContext;
  editor: EntryEditor;
  payCodeText: (lonKod: string) => string;
  onClose: () => void;
}

/** A calendar day's rows, where they are added, edited and removed with the time report's dialogs. */
export function CalendarDayDialog({ day, ctx, editor, payCodeText, onClose }: Props) {
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
      {day.compensations.length > 0 && <DayCompensations day={day} payCodeText={payCodeText} />}
    </AppDialog>
  );
}

/** The day's compensation rows, what each pays and its status, with a link to the compensations. */
function DayCompensations({ day, payCodeText }: Pick<Props, 'day' | 'payCodeText'>) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Box component="section" aria-label={t('calendar.day.compensations')} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('calendar.day.compensations')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {day.compensations.map((r) => (
          <Stack
            key={r.Id}
            component="li"
            direction="row"
            useFlexGap
            sx={{
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: 1.5,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ fontWeight: 500 }}>{`${r.LonKod} ${payCodeText(r.LonKod)}`.trim()}</Typography>
            <Typography>{formatKronor(r.Summa, lng)}</Typography>
            {r.Text && <Typography color="text.secondary">{r.Text}</Typography>}
            <StatusChip status={r.Status} />
          </Stack>
        ))}
      </Box>
      <Link component={RouterLink} to={ROUTES.Compensations.path} sx={{ display: 'inline-block', mt: 1 }}>
        {t('calendar.day.toCompensations')}
      </Link>
    </Box>
  );
}
