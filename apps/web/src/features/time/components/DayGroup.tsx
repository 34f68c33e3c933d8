import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { weekdayIndex } from '@lonportal/domain/dates';
import type { ReportDay } from '../time-report';
import { DayHeader, type DayProps } from './DayHeader';
import { entryColumnCount, EntryRow } from './EntryRow';

/** Whether a day is a Saturday, Sunday or day off (shaded). */
export const isOffDay = (day: ReportDay): boolean =>
  weekdayIndex(day.day.Datum) >= 5 || day.day.Helgdag !== null;

/** One day of the time report's table: its heading (DayHeader) and its rows. */
export function DayGroup({ day, ctx, editor, anstNr, fillable }: DayProps) {
  return (
    <TableBody data-testid="time-report-day" data-date={day.day.Datum}>
      <TableRow sx={{ bgcolor: isOffDay(day) ? 'action.hover' : 'background.default' }}>
        <TableCell component="th" scope="rowgroup" colSpan={entryColumnCount(ctx)} sx={{ py: 1 }}>
          <DayHeader day={day} ctx={ctx} editor={editor} anstNr={anstNr} fillable={fillable} />
        </TableCell>
      </TableRow>
      {day.rows.map((row) => (
        <EntryRow key={row.Id} row={row} ctx={ctx} editor={editor} />
      ))}
    </TableBody>
  );
}
