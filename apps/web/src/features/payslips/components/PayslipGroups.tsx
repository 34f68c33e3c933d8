import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LonebeskedView, Lonerad } from '@lonportal/domain/payslips/index';
import { formatKronor } from '../../../lib/number-format';
import { rowDates, rowQuantity } from '../payslip-texts';

type Grupp = LonebeskedView['Grupper'][number];

const amountSx = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
const lineSx = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 2,
  alignItems: 'baseline',
} as const;

/** One row as the payslip prints it: its name, quantity × price, comment and dates, and its amount; FET rows bold. */
function Row({ row, lng }: { row: Lonerad; lng: string }) {
  const { t } = useTranslation();
  const weight = row.Fet ? 700 : 400;
  const notes = [rowQuantity(row, t, lng), row.Kommentar || null, rowDates(row, t)].filter(
    (n): n is string => n !== null,
  );
  return (
    <Box component="li" sx={{ ...lineSx, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: weight, overflowWrap: 'anywhere' }}>
          {row.Benamning || row.LoneArt}
        </Typography>
        {notes.map((note) => (
          <Typography key={note} variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {note}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ ...amountSx, fontWeight: weight }}>
        {row.Belopp === null ? '' : formatKronor(row.Belopp, lng)}
      </Typography>
    </Box>
  );
}

/** A group of the payslip (Bruttolön, Skatt…): its rows, and their sum when there are several. */
function Group({ group, lng }: { group: Grupp; lng: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {t(`payslips.group.${group.Grupp}`)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.Rader.map((row, i) => (
          <Row key={`${row.LoneArt}:${i}`} row={row} lng={lng} />
        ))}
      </Box>
      {group.Rader.length > 1 && group.Summa !== null && (
        <Box sx={{ ...lineSx, pt: 0.75 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('payslips.slip.sum')}
          </Typography>
          <Typography variant="body2" sx={{ ...amountSx, fontWeight: 600 }}>
            {formatKronor(group.Summa, lng)}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** The payslip's rows by group, in the payslip's order (DOMAIN §12: DOLD rows are never here). */
export function PayslipGroups({ groups, lng }: { groups: readonly Grupp[]; lng: string }) {
  return (
    <Stack spacing={2.5}>
      {groups.map((g) => (
        <Group key={g.Grupp} group={g} lng={lng} />
      ))}
    </Stack>
  );
}
