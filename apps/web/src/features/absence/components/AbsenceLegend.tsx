import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { markSx } from '../../../ui/timeline-styles';
import { KIND_COLOR, KINDS } from '../absence-calendar';

/** Each kind of absence with its letter and colour. */
export function AbsenceLegend() {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      aria-label={t('absenceCalendar.legend')}
      sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 2 }}
    >
      {KINDS.map((k) => (
        <Stack key={k} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={markSx(KIND_COLOR[k])} aria-hidden>
            {t(`absenceCalendar.letter.${k}`)}
          </Box>
          <Typography variant="body2">{t(`absenceCalendar.kind.${k}`)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
