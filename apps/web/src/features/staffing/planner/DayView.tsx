import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Planering, PlanPass } from '@lonportal/domain/staffing/planner';
import { formatDayWithWeekday } from '../../../lib/date-format';
import { useNarrowScreen } from '../../../ui/screen';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { barOf, hourCover, hoursOf, neededTasks, type HourRange } from './day-hours';
import { D, DAY_NAME_WIDTH, DAY_NAME_WIDTH_NARROW, daySx, HOUR_WIDTH, LANE_HEIGHT } from './day-styles';
import { HourRangeSelects } from './HourRangeSelects';
import { shiftLabel } from './PersonRow';
import { compactRange } from './planner-grid';
import type { ShiftStart } from './shift-form';
import { useHourRange } from './use-hour-range';

interface Props {
  data: Planering;
  day: string;
  bemuppgift: string;
  taskName: (code: string) => string;
  onOpen: (start: ShiftStart) => void;
}

const pad = (h: number) => String(h).padStart(2, '0');

/**
 * The day by the hour (SPEC §9: the staffing hour range, 6 to 18 by default): a row per task with
 * its needs, people planned against needed each hour, under-cover in colour and in words, and a
 * row per person with their shifts as bars. The hours scroll sideways in their own box, so a
 * phone's page keeps its width.
 */
export function DayView({ data, day, bemuppgift, taskName, onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useHourRange();
  const hours = hoursOf(range);
  const nameWidth = useNarrowScreen() ? DAY_NAME_WIDTH_NARROW : DAY_NAME_WIDTH;
  const tasks = neededTasks(day, data.Behov, bemuppgift);
  const people = usePeopleOfDay(data, day);
  const caption = t('staffing.planner.hours.caption', {
    date: formatDayWithWeekday(day, i18n.language),
    from: pad(range.Fran),
    to: pad(range.Till),
  });
  return (
    <>
      <HourRangeSelects range={range} onChange={setRange} />
      <Paper variant="outlined" tabIndex={0} role="region" aria-label={caption} sx={REGION_SX}>
        <Box component="table" sx={daySx} style={{ width: nameWidth + hours.length * HOUR_WIDTH }}>
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          <colgroup>
            <col style={{ width: nameWidth }} />
            {hours.map((h) => (
              <col key={h} style={{ width: HOUR_WIDTH }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className={D.name}>
                {t('staffing.planner.person')}
              </th>
              {hours.map((h) => (
                <th key={h} scope="col" className={D.hour}>
                  {pad(h)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tasks.map((task) => (
              <CoverRow key={task} task={task} name={taskName(task)} {...{ day, range, data }} />
            ))}
            {people.map(({ person, shifts }) => (
              <PersonHours
                key={person.AnstNr}
                anstNr={person.AnstNr}
                name={person.Namn}
                {...{ day, range, shifts, taskName, onOpen }}
              />
            ))}
          </tbody>
        </Box>
      </Paper>
      {tasks.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('staffing.planner.hours.noNeeds')}
        </Typography>
      )}
    </>
  );
}

/** Sideways only: the page scrolls down as usual, the hours scroll in here (390 px phones). */
const REGION_SX = {
  overflowX: 'auto',
  // The cells' words for screen readers are placed absolutely: held in here, not the page's width.
  position: 'relative',
  maxWidth: '100%',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** The day's people with their shifts, those with a shift first (in the planner's order). */
function usePeopleOfDay(data: Planering, day: string) {
  return useMemo(() => {
    const of = new Map<string, PlanPass[]>();
    for (const p of data.Pass) if (p.Datum === day) of.set(p.AnstNr, [...(of.get(p.AnstNr) ?? []), p]);
    const rows = data.Personal.map((person) => ({ person, shifts: of.get(person.AnstNr) ?? [] }));
    return [...rows.filter((r) => r.shifts.length), ...rows.filter((r) => !r.shifts.length)];
  }, [data, day]);
}

function CoverRow({
  task,
  name,
  day,
  range,
  data,
}: {
  task: string;
  name: string;
  day: string;
  range: HourRange;
  data: Planering;
}) {
  const { t } = useTranslation();
  const cells = hourCover(day, task, range, data.Behov, data.Pass);
  return (
    <tr>
      <th scope="row" className={D.name}>
        {t('staffing.planner.hours.need', { task: name })}
      </th>
      {cells.map((c) => (
        <td key={c.hour} className={D.cover} data-under={c.under}>
          {c.needed === 0 ? (
            <span aria-hidden>–</span>
          ) : (
            <span aria-hidden>
              {t('staffing.planner.coverCount', { planned: c.planned, needed: c.needed })}
            </span>
          )}
          <Box component="span" sx={visuallyHidden}>
            {c.needed === 0
              ? t('staffing.planner.noNeed')
              : t(c.under ? 'staffing.planner.hours.under' : 'staffing.planner.hours.covered', {
                  hour: pad(c.hour),
                  planned: c.planned,
                  needed: c.needed,
                })}
          </Box>
        </td>
      ))}
    </tr>
  );
}

function PersonHours({
  anstNr,
  name,
  day,
  range,
  shifts,
  taskName,
  onOpen,
}: {
  anstNr: string;
  name: string;
  day: string;
  range: HourRange;
  shifts: readonly PlanPass[];
  taskName: (code: string) => string;
  onOpen: (start: ShiftStart) => void;
}) {
  const { t, i18n } = useTranslation();
  const lanes = Math.max(1, shifts.length);
  return (
    <tr style={{ height: lanes * LANE_HEIGHT + 4 }}>
      <th scope="row" className={D.name}>
        {name}
        <button
          type="button"
          className={D.add}
          aria-label={t('staffing.planner.add', { name, date: formatDayWithWeekday(day, i18n.language) })}
          onClick={() => onOpen({ kind: 'day', AnstNr: anstNr, Datum: day })}
        >
          <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false">
            <path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />
          </svg>
        </button>
      </th>
      <td className={D.line} colSpan={hoursOf(range).length}>
        {shifts.map((p, i) => {
          const label = shiftLabel(t, p, taskName(p.Bemuppgift));
          const bar = barOf(p, range);
          return (
            <button
              key={p.Id}
              type="button"
              className={D.bar}
              data-draft={!p.Publicerad}
              data-before={bar?.before}
              data-after={bar?.after}
              aria-label={label}
              title={label}
              onClick={() => onOpen({ kind: 'edit', pass: p })}
              // A shift outside the hours shown keeps a thin mark at the edge it lies beyond.
              style={{
                top: i * LANE_HEIGHT + 5,
                left: bar ? bar.left * HOUR_WIDTH : startsAfter(p, range) ? undefined : 0,
                right: !bar && startsAfter(p, range) ? 0 : undefined,
                width: bar ? Math.max(bar.width * HOUR_WIDTH, 28) : 28,
              }}
            >
              <span aria-hidden>
                {compactRange(p.StartTid, p.SlutTid)} {p.Bemuppgift}
                {p.Varningar.length > 0 && ` ⚠${p.Varningar.length}`}
              </span>
            </button>
          );
        })}
      </td>
    </tr>
  );
}

/** Whether a shift outside the range lies after it (else before). */
const startsAfter = (p: PlanPass, r: HourRange) => Number(p.StartTid.slice(0, 2)) >= r.Till;
