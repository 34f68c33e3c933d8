// The planner grid's look as one style on its table, its cells and buttons plain elements with a
// class: a grid of 500 people × 31 days renders hundreds of them as it scrolls, and a class costs
// nothing, where a styled element or an `sx` costs a style computation each (SPEC §2.1
// /bemanna/planering: smooth at that size).
import type { Theme } from '@mui/material/styles';

/** The height of one shift line in a cell, and of the row's padding. */
export const LINE_HEIGHT = 38;
export const ROW_PADDING = 6;
/** The sticky heading rows: the days, then the day's cover of the needs. */
export const HEAD_HEIGHT = 44;
export const NEED_HEIGHT = 40;
export const NAME_WIDTH = 128;
export const NAME_WIDTH_NARROW = 96;

/** A row's height: a line per shift on its busiest day, and one for adding. */
export const rowHeight = (mostShifts: number) => (mostShifts + 1) * LINE_HEIGHT + ROW_PADDING;

/** The classes the grid's elements take. */
export const C = {
  name: 'pl-name',
  nameText: 'pl-name-text',
  day: 'pl-day',
  shift: 'pl-shift',
  add: 'pl-add',
  head: 'pl-head',
  headButton: 'pl-head-button',
  need: 'pl-need',
  task: 'pl-task',
  warnings: 'pl-warnings',
} as const;

const button = {
  display: 'flex',
  alignItems: 'center',
  gap: '4px',
  width: '100%',
  height: LINE_HEIGHT - 4,
  marginBottom: '4px',
  padding: '0 4px',
  borderRadius: '4px',
  font: 'inherit',
  fontSize: '0.75rem',
  lineHeight: 1.1,
  cursor: 'pointer',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
} as const;

/** The table of the grid and of the day view: fixed columns, and borders apart, which sticky cells keep. */
export const fixedTable = { borderCollapse: 'separate', borderSpacing: 0, tableLayout: 'fixed' } as const;

/** The names' column of the grid and of the day view, in view as the table scrolls sideways. */
export const nameColumnSx = (theme: Theme) =>
  ({
    position: 'sticky',
    left: 0,
    zIndex: 1,
    textAlign: 'left',
    verticalAlign: 'top',
    padding: '4px 8px',
    fontWeight: 500,
    fontSize: '0.8125rem',
    lineHeight: 1.2,
    background: theme.palette.background.paper,
    borderBottom: `1px solid ${theme.palette.divider}`,
    borderRight: `1px solid ${theme.palette.divider}`,
    overflowWrap: 'anywhere',
  }) as const;

/** The table's style: every cell and button of the grid. */
export const gridSx = (theme: Theme) => {
  const line = `1px solid ${theme.palette.divider}`;
  const paper = theme.palette.background.paper;
  return {
    ...fixedTable,
    minWidth: '100%',
    [`& .${C.name}`]: nameColumnSx(theme),
    // A name in two lines at most, so that the row keeps the height the window counts with.
    [`& .${C.nameText}`]: {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    [`& .${C.day}`]: { verticalAlign: 'top', padding: '3px', borderBottom: line, borderRight: line },
    [`& .${C.day}[data-away]`]: { background: theme.palette.action.hover },
    [`& .${C.day}[data-drop="true"]`]: {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
    },
    // A shift: published ones filled, drafts dashed (SPEC §5: a draft is not yet the person's schedule).
    [`& .${C.shift}`]: {
      ...button,
      border: `1px solid ${theme.palette.primary.main}`,
      background: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      '&[data-draft="true"]': { borderStyle: 'dashed', background: paper, color: theme.palette.primary.main },
      '&:focus-visible': { outline: `2px solid ${theme.palette.text.primary}`, outlineOffset: 1 },
    },
    [`& .${C.task}`]: { flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', textAlign: 'left' },
    [`& .${C.warnings}`]: { display: 'inline-flex', alignItems: 'center' },
    // The empty line of a cell: adds a shift for the row's person on the column's day.
    [`& .${C.add}`]: {
      ...button,
      justifyContent: 'center',
      border: '1px solid transparent',
      background: 'transparent',
      color: theme.palette.text.secondary,
      '&:hover': { borderColor: theme.palette.divider },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
    },
    [`& .${C.head}`]: {
      position: 'sticky',
      top: 0,
      zIndex: 2,
      height: HEAD_HEIGHT,
      padding: '2px',
      fontSize: '0.75rem',
      fontWeight: 600,
      textAlign: 'center',
      background: paper,
      borderBottom: line,
      borderRight: line,
      '&[data-today="true"]': { color: theme.palette.primary.main, textDecoration: 'underline' },
    },
    // The heading is a button to the day by the hour: it looks like the heading it was.
    [`& .${C.headButton}`]: {
      width: '100%',
      height: '100%',
      padding: 0,
      border: 0,
      background: 'transparent',
      color: 'inherit',
      font: 'inherit',
      textDecoration: 'inherit',
      cursor: 'pointer',
      borderRadius: '4px',
      '&:hover': { background: theme.palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    },
    [`& .${C.need}`]: {
      position: 'sticky',
      top: HEAD_HEIGHT,
      zIndex: 2,
      height: NEED_HEIGHT,
      padding: '2px',
      textAlign: 'center',
      background: paper,
      borderBottom: `2px solid ${theme.palette.divider}`,
      borderRight: line,
    },
    // The corner cells stay in view both ways.
    [`& thead .${C.name}`]: { position: 'sticky', zIndex: 3, top: 0, height: HEAD_HEIGHT },
    [`& thead tr + tr .${C.name}`]: { top: HEAD_HEIGHT, height: NEED_HEIGHT },
  } as const;
};
