// The day view's look: one style on its table, classes on its cells and bars (as grid-styles.ts,
// for the same reason: a day of 500 people is many elements), its table and names' column the grid's.
import type { Theme } from '@mui/material/styles';
import { fixedTable, nameColumnSx } from './grid-styles';

/** One hour's column, a shift's lane in a person's row, and the names' column. */
export const HOUR_WIDTH = 52;
export const LANE_HEIGHT = 34;
export const DAY_NAME_WIDTH = 112;
export const DAY_NAME_WIDTH_NARROW = 96;

export const D = {
  name: 'dv-name',
  hour: 'dv-hour',
  cover: 'dv-cover',
  line: 'dv-line',
  bar: 'dv-bar',
  add: 'dv-add',
} as const;

export const daySx = (theme: Theme) => {
  const line = `1px solid ${theme.palette.divider}`;
  const paper = theme.palette.background.paper;
  return {
    ...fixedTable,
    [`& .${D.name}`]: { ...nameColumnSx(theme), verticalAlign: 'middle' },
    [`& .${D.hour}`]: {
      padding: '4px 2px',
      fontSize: '0.75rem',
      fontWeight: 600,
      textAlign: 'left',
      borderBottom: line,
      borderLeft: line,
    },
    [`& .${D.cover}`]: {
      padding: '2px',
      textAlign: 'center',
      fontSize: '0.8125rem',
      fontWeight: 700,
      borderBottom: line,
      borderLeft: line,
      '&[data-under="true"]': {
        background: theme.palette.error.main,
        color: theme.palette.error.contrastText,
      },
    },
    // A person's hours: the hour lines drawn as a background, the shifts' bars laid over them.
    [`& .${D.line}`]: {
      position: 'relative',
      padding: 0,
      borderBottom: line,
      backgroundImage: `repeating-linear-gradient(to right, ${theme.palette.divider} 0 1px, transparent 1px ${HOUR_WIDTH}px)`,
    },
    [`& .${D.bar}`]: {
      position: 'absolute',
      height: LANE_HEIGHT - 6,
      display: 'flex',
      alignItems: 'center',
      gap: '4px',
      padding: '0 4px',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      font: 'inherit',
      fontSize: '0.75rem',
      borderRadius: '4px',
      cursor: 'pointer',
      border: `1px solid ${theme.palette.primary.main}`,
      background: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      '&[data-draft="true"]': { borderStyle: 'dashed', background: paper, color: theme.palette.primary.main },
      '&[data-before="true"]': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 },
      '&[data-after="true"]': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
      '&:focus-visible': { outline: `2px solid ${theme.palette.text.primary}`, outlineOffset: 1 },
    },
    [`& .${D.add}`]: {
      display: 'inline-flex',
      marginLeft: '2px',
      padding: '4px',
      verticalAlign: 'middle',
      border: 0,
      borderRadius: '50%',
      background: 'transparent',
      color: theme.palette.text.secondary,
      cursor: 'pointer',
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
    },
  } as const;
};
