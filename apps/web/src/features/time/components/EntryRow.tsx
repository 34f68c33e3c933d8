import { useTranslation } from 'react-i18next';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { resEnhetField, type TimeEntry } from '@lonportal/domain/time/entries';
import type { EntryEditor } from '../use-entry-editor';
import type { TimeContext } from '../use-time-context';
import { timeRange } from './entry-texts';
import { formatHours } from '../../../lib/number-format';
import { EntryActions, entryCode } from './EntryActions';
import { EntryStatus } from './EntryStatus';

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
 * One time entry in the table: code and text, hours, start–end, brukare, result units, comment and
 * status, with edit, delete and history. A row the user may no longer change says why.
 */
export function EntryRow({ row, ctx, editor }: Props) {
  const { t } = useTranslation();
  return (
    <TableRow hover data-testid="time-entry">
      <TableCell>{entryCode(row, ctx)}</TableCell>
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
        <EntryStatus row={row} editor={editor} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <EntryActions row={row} ctx={ctx} editor={editor} />
      </TableCell>
    </TableRow>
  );
}
