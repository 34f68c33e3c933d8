import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { Stampling } from '@lonportal/domain/time-reporting/punches';
import { deviationsBeyond, signedMinutes } from '../punch-view';

/** A punch's deviation against the schedule beyond the margin: an icon and the minutes, in and/or out. */
export function DeviationCell({ punch, margin }: { punch: Stampling; margin: number }) {
  const { t } = useTranslation();
  const parts = deviationsBeyond(punch.Avvikelse, margin);
  if (!punch.Avvikelse.Flaggad || parts.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'warning.dark' }}>
      <WarningAmber fontSize="small" titleAccess={t('punches.deviation.label')} />
      <Typography variant="body2" component="span" sx={{ color: 'inherit' }}>
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
