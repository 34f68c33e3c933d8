import { memo, type DragEvent } from 'react';
import type { TFunction } from 'i18next';
import type { Planerbar, PlanPass } from '@lonportal/domain/staffing/planner';
import { compactRange, type Orsak } from './planner-grid';
import { C } from './grid-styles';
import type { ShiftStart } from './shift-form';

// A row renders some thirty cells and a scroll brings a dozen rows in at once: the cells take their
// texts ready made (CellTexts, one set for the grid) and draw their two icons as plain SVG, so a
// row costs little more than its elements (SPEC §2.1 /bemanna/planering: smooth at 500 × 31).

/** The drag's data type: a shift's id moved to another person's day (desktop; a tap does the same on any screen). */
export const SHIFT_DRAG_TYPE = 'application/x-lonportal-pass';

/** The grid's texts, made once per language. */
export interface CellTexts {
  add: (name: string, date: string) => string;
  away: (orsak: Orsak) => string;
  shift: (p: PlanPass) => string;
  kindLetter: (p: PlanPass) => string;
}

/** A shift's spoken name: times, task, kind, draft or published, warnings. */
export function shiftLabel(t: TFunction, p: PlanPass, taskName: string): string {
  return t('staffing.planner.shiftLabel', {
    from: p.StartTid,
    to: p.SlutTid,
    task: taskName,
    kind: t(`staffing.planner.kind.${p.Typ}`),
    state: t(p.Publicerad ? 'staffing.planner.published' : 'staffing.planner.draft'),
    warnings: p.Varningar.length ? t('staffing.warnings.count', { count: p.Varningar.length }) : '',
  }).trim();
}

interface Props {
  person: Planerbar;
  /** The days with their spoken dates. */
  days: readonly { day: string; date: string }[];
  shifts: ReadonlyMap<string, PlanPass[]> | undefined;
  away: ReadonlyMap<string, Orsak> | undefined;
  height: number;
  /** The row's place in the table (aria-rowindex: the rows around it are not rendered). */
  rowIndex: number;
  texts: CellTexts;
  onOpen: (start: ShiftStart) => void;
  /** A shift dropped on a day of this row. */
  onDrop: (passId: string, AnstNr: string, Datum: string) => void;
}

/** One person's row: a cell a day with their shifts, and the line that adds one. */
export const PersonRow = memo(function PersonRow({
  person,
  days,
  shifts,
  away,
  height,
  rowIndex,
  ...rest
}: Props) {
  return (
    <tr style={{ height }} aria-rowindex={rowIndex}>
      <th scope="row" className={C.name}>
        <span className={C.nameText}>{person.Namn}</span>
      </th>
      {days.map(({ day, date }) => (
        <PersonDay
          key={day}
          person={person}
          day={day}
          date={date}
          shifts={shifts?.get(day)}
          away={away?.get(day)}
          {...rest}
        />
      ))}
    </tr>
  );
});

type DayProps = Pick<Props, 'person' | 'texts' | 'onOpen' | 'onDrop'> & {
  day: string;
  date: string;
  shifts: readonly PlanPass[] | undefined;
  away: Orsak | undefined;
};

/** Marks the cell a shift would drop on (on the element itself: no state for a hover). */
const marking = (event: DragEvent<HTMLElement>, on: boolean) => {
  event.currentTarget.dataset.drop = String(on);
};

function PersonDay({ person, day, date, shifts, away, texts, onOpen, onDrop }: DayProps) {
  const over = (event: DragEvent<HTMLElement>) => {
    if (!event.dataTransfer.types.includes(SHIFT_DRAG_TYPE)) return;
    event.preventDefault();
    marking(event, true);
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    marking(event, false);
    const id = event.dataTransfer.getData(SHIFT_DRAG_TYPE);
    if (!id) return;
    event.preventDefault();
    onDrop(id, person.AnstNr, day);
  };
  return (
    <td
      className={C.day}
      data-away={away}
      onDragOver={over}
      onDragLeave={(e) => marking(e, false)}
      onDrop={drop}
    >
      {shifts?.map((p) => (
        <ShiftChip key={p.Id} pass={p} texts={texts} onOpen={onOpen} />
      ))}
      <button
        type="button"
        className={C.add}
        aria-label={texts.add(person.Namn, date)}
        onClick={() => onOpen({ kind: 'day', AnstNr: person.AnstNr, Datum: day })}
      >
        {away ? texts.away(away) : <Icon d={ADD_PATH} />}
      </button>
    </td>
  );
}

// Material's "add" and "warning amber" paths (24 × 24), as MUI's icons draw them.
const ADD_PATH = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z';
const WARNING_PATH = 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z';

function Icon({ d, size = 20 }: { d: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false">
      <path d={d} />
    </svg>
  );
}

function ShiftChip({
  pass: p,
  texts,
  onOpen,
}: {
  pass: PlanPass;
  texts: CellTexts;
  onOpen: (start: ShiftStart) => void;
}) {
  const label = texts.shift(p);
  return (
    <button
      type="button"
      className={C.shift}
      data-draft={!p.Publicerad}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(SHIFT_DRAG_TYPE, p.Id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      aria-label={label}
      title={label}
      onClick={() => onOpen({ kind: 'edit', pass: p })}
    >
      <span aria-hidden>{compactRange(p.StartTid, p.SlutTid)}</span>
      <span aria-hidden className={C.task}>
        {texts.kindLetter(p)}
        {p.Bemuppgift}
      </span>
      {p.Varningar.length > 0 && (
        <span aria-hidden className={C.warnings}>
          <Icon d={WARNING_PATH} size={14} />
          {p.Varningar.length}
        </span>
      )}
    </button>
  );
}
