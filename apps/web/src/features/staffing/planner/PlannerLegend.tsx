import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';

const swatch = { width: 28, height: 16, borderRadius: 0.5, border: 1, borderColor: 'primary.main' } as const;

/** What the grid's marks mean: a published shift, a draft, warnings, a day short of its need. */
export function PlannerLegend() {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      aria-label={t('staffing.planner.legend')}
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, m: 0, mb: 1.5, p: 0, listStyle: 'none' }}
    >
      <Item
        mark={<Box sx={{ ...swatch, bgcolor: 'primary.main' }} />}
        text={t('staffing.planner.legendPublished')}
      />
      <Item
        mark={<Box sx={{ ...swatch, borderStyle: 'dashed' }} />}
        text={t('staffing.planner.legendDraft')}
      />
      <Item mark={<WarningAmber fontSize="small" />} text={t('staffing.planner.legendWarnings')} />
      <Item
        mark={<Box sx={{ ...swatch, bgcolor: 'error.main', borderColor: 'error.main' }} />}
        text={t('staffing.planner.legendUnder')}
      />
    </Stack>
  );
}

function Item({ mark, text }: { mark: ReactNode; text: string }) {
  return (
    <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ display: 'flex' }}>
        {mark}
      </Box>
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}
