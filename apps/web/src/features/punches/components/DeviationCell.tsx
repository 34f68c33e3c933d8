import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { deviationsBeyond, signedMinutes } from '../punch-view';

/** A punch's deviation against the schedule beyond the margin: an icon and the minutes, in and/or out. */
export function DeviationCell({ punch, margin }: { punch: Stampling; margin: number }) {
  const { t } = useTranslation();
  const parts = deviationsBeyond(punch.Avvikelse, margin);
  if (!punch.Avvikelse.Flaggad || parts.length === 0) return null;
  return (
    // The icon carries the warning colour (3:1 is enough for a graphic); the text stays in the text
    // colour, since warning orange on white is below the 4.5:1 small text needs (WCAG 1.4.3).
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <WarningAmber
        fontSize="small"
        titleAccess={t('punches.deviation.label')}
        sx={{ color: 'warning.dark' }}
      />
      <Typography variant="body2" component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {parts
          .map((p) =>
            t(p.side === 'in' ? 'punches.deviation.in' : 'punches.deviation.out', {
              minutes: signedMinutes(p.minutes),
            }),
          )
          .join(', ')}
      </Typography>
    </Stack>
  );
}
