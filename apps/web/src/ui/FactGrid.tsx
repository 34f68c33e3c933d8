import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Takes a line of its own (status chips, a comment). */
  wide?: boolean;
}

/**
 * Label–value pairs of a card on a phone, each label above its value, as many side by
 * side as fit: a table's columns for one row, with nothing off-screen.
 */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
        columnGap: 1.5,
        rowGap: 1,
        m: 0,
      }}
    >
      {facts.map(({ label, value, wide }) => (
        <Box key={label} sx={wide ? { gridColumn: '1 / -1' } : undefined}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
