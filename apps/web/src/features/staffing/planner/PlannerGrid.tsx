import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Planering } from '@lonportal/domain/staffing/planner';
import { formatDayWithWeekday, weekdayName } from '../../../lib/date-format';
import { todayIso } from '../../../lib/today';
import { useNarrowScreen } from '../../../ui/screen';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { C, gridSx, HEAD_HEIGHT, NAME_WIDTH, NAME_WIDTH_NARROW, NEED_HEIGHT, rowHeight } from './grid-styles';
import { NeedsRow } from './NeedsRow';
import { PersonRow, shiftLabel, type CellTexts } from './PersonRow';
import { mostShiftsADay, rowOffsets, type DayCover, type PlannerModel } from './planner-grid';
import type { ShiftStart } from './shift-form';
import { useRowWindow } from './use-row-window';

interface Props {
  data: Planering;
  model: PlannerModel;
  days: readonly string[];
  cover: readonly DayCover[];
  bemuppgift: string;
  caption: string;
  taskName: (code: string) => string;
  onOpen: (start: ShiftStart) => void;
  onDrop: (passId: string, AnstNr: string, Datum: string) => void;
  /** Opens a day by the hour (a tap on its heading). */
  onDay: (day: string) => void;
}

/**
 * The planner's grid: a row per person, a column per day, the needs' cover under the days. The
 * headings stay in view (sticky) and only the rows in view are rendered (useRowWindow): the rows
 * above and below are one spacer each, so the scroll bar and the table's row count stay true.
 */
export function PlannerGrid({
  data,
  model,
  days,
  cover,
  bemuppgift,
  caption,
  taskName,
  onOpen,
  onDrop,
  onDay,
}: Props) {
  const people = data.Personal;
  const offsets = useMemo(
    () => rowOffsets(people.map((p) => rowHeight(mostShiftsADay(model, p.AnstNr)))),
    [people, model],
  );
  const win = useRowWindow(offsets, HEAD_HEIGHT + NEED_HEIGHT);
  const texts = useCellTexts(taskName);
  const dayTexts = useDayTexts(days);
  const total = offsets[offsets.length - 1] ?? 0;
  // A phone shows the names and three days of a week at once; the rest scroll into view.
  const narrow = useNarrowScreen();
  const dayWidth = days.length > 7 ? 76 : narrow ? 88 : 112;
  const nameWidth = narrow ? NAME_WIDTH_NARROW : NAME_WIDTH;
  return (
    <Paper variant="outlined" ref={win.ref} tabIndex={0} role="region" aria-label={caption} sx={REGION_SX}>
      <Box
        component="table"
        aria-rowcount={people.length + 2}
        sx={gridSx}
        // A fixed layout keeps the columns' widths only with the table's own width set.
        style={{ width: nameWidth + days.length * dayWidth }}
      >
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <colgroup>
          <col style={{ width: nameWidth }} />
          {days.map((d) => (
            <col key={d} style={{ width: dayWidth }} />
          ))}
        </colgroup>
        <thead>
          <DayHeads days={days} onDay={onDay} />
          <NeedsRow
            cover={cover}
            behov={data.Behov}
            pass={data.Pass}
            bemuppgift={bemuppgift}
            taskName={taskName}
            onOpen={onOpen}
          />
        </thead>
        <tbody>
          {win.start > 0 && <tr aria-hidden style={{ height: offsets[win.start] }} />}
          {people.slice(win.start, win.end).map((p, i) => (
            <PersonRow
              key={p.AnstNr}
              rowIndex={win.start + i + 3}
              person={p}
              days={dayTexts}
              shifts={model.shifts.get(p.AnstNr)}
              away={model.away.get(p.AnstNr)}
              height={offsets[win.start + i + 1]! - offsets[win.start + i]!}
              texts={texts}
              onOpen={onOpen}
              onDrop={onDrop}
            />
          ))}
          {win.end < people.length && <tr aria-hidden style={{ height: total - offsets[win.end]! }} />}
        </tbody>
      </Box>
    </Paper>
  );
}

/** The scrolled box: the page's height less its heading and toolbar, so both bars stay on screen. */
const REGION_SX = {
  overflow: 'auto',
  height: { xs: 'calc(100dvh - 260px)', md: 'calc(100dvh - 230px)' },
  minHeight: 320,
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** The days with their spoken dates ("mån 2026-12-07"). */
function useDayTexts(days: readonly string[]) {
  const { i18n } = useTranslation();
  return useMemo(
    () => days.map((day) => ({ day, date: formatDayWithWeekday(day, i18n.language) })),
    [days, i18n.language],
  );
}

/** The cells' texts in the language shown, made once for every cell of the grid. */
function useCellTexts(taskName: (code: string) => string): CellTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      add: (name, date) => t('staffing.planner.add', { name, date }),
      away: (orsak) => t(`staffing.planner.away.${orsak}`),
      shift: (p) => shiftLabel(t, p, taskName(p.Bemuppgift)),
      kindLetter: (p) => (p.Typ === 'ARBETE' ? '' : `${t(`staffing.planner.kindLetter.${p.Typ}`)}\u00a0`),
    }),
    [t, taskName],
  );
}

/** The days' headings: weekday over the day's number, today marked; a tap opens the day by the hour. */
const DayHeads = memo(function DayHeads({
  days,
  onDay,
}: {
  days: readonly string[];
  onDay: (day: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const today = todayIso();
  return (
    <tr>
      <th scope="col" className={C.name}>
        {t('staffing.planner.person')}
      </th>
      {days.map((d) => (
        <th key={d} scope="col" className={C.head} data-today={d === today}>
          <button
            type="button"
            className={C.headButton}
            onClick={() => onDay(d)}
            // The day names the column (its heading); what the tap does is its description.
            title={t('staffing.planner.openDay', { date: formatDayWithWeekday(d, i18n.language) })}
          >
            <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
              {weekdayName(d, i18n.language)}
            </Box>
            {days.length > 7 ? Number(d.slice(8)) : d.slice(5)}
          </button>
        </th>
      ))}
    </tr>
  );
});
