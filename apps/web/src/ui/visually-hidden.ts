/**
 * Hidden from sight, still read by a screen reader (as MUI's visuallyHidden). The sizes are
 * strings: in an `sx` a bare 1 is 100 % (and a margin of -1 is a theme spacing).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
