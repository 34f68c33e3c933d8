// The look the absence calendar's and the leave planner's day tables share.

/** A day column's heading: weekday over the day's number. */
export const headSx = {
  p: 0.5,
  fontSize: '0.75rem',
  fontWeight: 600,
  textAlign: 'center',
  borderBottom: 1,
  borderColor: 'divider',
  minWidth: 32,
} as const;

export const bodySx = {
  p: 0.5,
  textAlign: 'center',
  borderBottom: 1,
  borderColor: 'divider',
  fontSize: '0.875rem',
} as const;

/** A day's mark: a small square in `color` with a white letter (the colour dark enough for it). */
export const markSx = (color: string, outlined = false) =>
  ({
    width: 26,
    height: 26,
    mx: 'auto',
    borderRadius: 1,
    bgcolor: outlined ? 'background.paper' : color,
    color: outlined ? color : 'common.white',
    border: outlined ? 2 : 0,
    borderColor: color,
    borderStyle: 'dashed',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '0.75rem',
    fontWeight: 700,
  }) as const;
