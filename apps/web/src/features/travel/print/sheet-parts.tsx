import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TravelExpense } from '@lonportal/domain/travel/trip';

// The pieces every part of the trip's print sheet (TripSheet.tsx) is made of.

export const bold = { fontWeight: 700 } as const;
export const nowrap = { whiteSpace: 'nowrap' } as const;

/** The trip's calculation when its year has rules, and the text shown in its place when not. */
export interface TripOutcome {
  ok: Extract<TravelExpense['Resultat'], { kind: 'ok' }> | null;
  missing: string | null;
}

/** A part of the sheet: its heading and its table, named by the heading. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ breakInside: 'avoid-page' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Lines of text in one cell (the reasons of a day, the participants of a meal). */
export const Lines = ({ lines }: { lines: readonly string[] }) => (
  <>
    {lines.map((line, i) => (
      <Box key={i}>{line}</Box>
    ))}
  </>
);
