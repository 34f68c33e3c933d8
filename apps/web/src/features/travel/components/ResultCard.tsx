import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FactGrid, type Fact } from '../../../ui/FactGrid';

/**
 * One row of a result table as a card on a phone: the date and the row's main fact (the amount,
 * the vehicle) on top, the other columns as label–value pairs under them, nothing off-screen.
 */
export function ResultCard({
  testId,
  date,
  amount,
  facts,
}: {
  testId: string;
  date: string;
  amount: string;
  facts: readonly Fact[];
}) {
  return (
    <Paper component="li" variant="outlined" data-testid={testId} sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{date}</Typography>
        <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>{amount}</Typography>
      </Stack>
      <FactGrid facts={facts} />
    </Paper>
  );
}

/** A list of result cards, named as the table it stands for. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" spacing={1} aria-label={label} sx={{ m: 0, p: 0 }}>
      {children}
    </Stack>
  );
}
