import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import History from '@mui/icons-material/History';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { resEnhetField, type TimeEntry } from '@lonportal/domain/time-reporting/entries';
import type { EntryEditor } from '../use-entry-editor';
import type { TimeContext } from '../use-time-context';
import { formatHours, timeRange } from './entry-texts';
import { StatusChip } from './StatusChip';

/** The number of columns of an entry row (for cells spanning the row). */
export const entryColumnCount = (ctx: TimeContext): number =>
  6 + (ctx.ftg.UseLSS ? 1 : 0) + ctx.resDims.length;

/** The column headings of the entry rows. */
export function EntryTableHead({ ctx }: { ctx: TimeContext }) {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        <TableCell>{t('timeReport.field.tidKod')}</TableCell>
        <TableCell align="right">{t('timeReport.field.timmar')}</TableCell>
        <TableCell>{t('timeReport.column.time')}</TableCell>
        {ctx.ftg.UseLSS && <TableCell>{t('timeReport.field.brukare')}</TableCell>}
        {ctx.resDims.map((n) => (
          <TableCell key={n}>
            {ctx.ftg[`ResEnhetNamn${n}`] || t('timeReport.field.resEnhet', { n })}
          </TableCell>
        ))}
        <TableCell>{t('timeReport.field.kommentar')}</TableCell>
        <TableCell>{t('timeReport.column.status')}</TableCell>
        <TableCell align="right">{t('timeReport.column.actions')}</TableCell>
      </TableRow>
    </TableHead>
  );
}

interface Props {
  row: TimeEntry;
  ctx: TimeContext;
  editor: EntryEditor;
}

/**
 * One time entry: code and text, hours, start–end, brukare, result units, comment and status,
 * with edit, delete and history. A row the user may no longer change says why.
 */
export function EntryRow({ row, ctx, editor }: Props) {
  const { t } = useTranslation();
  const code = `${row.TidKod} ${ctx.codeText(row.TidKod)}`.trim();
  const editable = row.KanAndras && ctx.mayReport;
  return (
    <TableRow hover data-testid="time-entry">
      <TableCell>{code}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatHours(row.Timmar)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {timeRange(row, (minutes) => t('timeReport.entry.breakMinutes', { minutes }))}
      </TableCell>
      {ctx.ftg.UseLSS && <TableCell>{row.Brukare ? ctx.brukareName(row.Brukare) : ''}</TableCell>}
      {ctx.resDims.map((n) => (
        <TableCell key={n}>{row[resEnhetField(n)]}</TableCell>
      ))}
      <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{row.Kommentar}</TableCell>
      <TableCell>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <StatusChip status={row.Status} />
          {!row.KanAndras && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <LockOutlined sx={{ fontSize: 14 }} aria-hidden />
              {t(row.LastOrsak || 'timeReport.locked.approved')}
            </Typography>
          )}
        </Stack>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {editable ? (
          <>
            <Tooltip title={t('timeReport.action.edit')}>
              <IconButton
                size="small"
                aria-label={t('timeReport.action.editRow', { code, date: row.Datum })}
                onClick={() => editor.edit(row)}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('timeReport.action.delete')}>
              <IconButton
                size="small"
                aria-label={t('timeReport.action.deleteRow', { code, date: row.Datum })}
                onClick={() => editor.remove(row)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ) : (
          <Tooltip title={t('timeReport.action.view')}>
            <IconButton
              size="small"
              aria-label={t('timeReport.action.viewRow', { code, date: row.Datum })}
              onClick={() => editor.edit(row)}
            >
              <Visibility fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('timeReport.action.history')}>
          <IconButton
            size="small"
            aria-label={t('timeReport.action.historyRow', { code, date: row.Datum })}
            onClick={() => editor.history(row)}
          >
            <History fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
