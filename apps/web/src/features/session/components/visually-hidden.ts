import type { SxProps } from '@mui/material/styles';

/** Text for screen readers only (e.g. "opens in a new tab"), kept out of the layout. */
export const visuallyHidden: SxProps = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
