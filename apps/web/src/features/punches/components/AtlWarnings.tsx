import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { Stampling } from '@lonportal/domain/punches/punches';
import { atlWarningText } from '../punch-view';

/**
 * A punch's working-time-law warnings (ATL 13 § rest, ATL 15 § work in a row; domain
 * working-time.ts), each saying how long, since when and what the law asks.
 */
export function AtlWarnings({ punch }: { punch: Pick<Stampling, 'AtlVarningar' | 'Datum'> }) {
  const { t } = useTranslation();
  if (punch.AtlVarningar.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      {punch.AtlVarningar.map((w) => {
        const text = atlWarningText(w, punch.Datum);
        return (
          // As DeviationCell: the icon carries the warning colour, the text keeps the text colour.
          <Stack key={w.Kod} direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <WarningAmber
              fontSize="small"
              titleAccess={t('punches.atl.label')}
              sx={{ color: 'warning.dark', mt: '2px' }}
            />
            <Typography variant="body2" component="span" sx={{ color: 'text.primary' }}>
              {t(text.key, {
                duration: t(text.duration.key, text.duration.values),
                time: text.time,
              })}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
