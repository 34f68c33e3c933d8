import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { Bemanningsvarning } from '@lonportal/domain/staffing/warnings';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useWarningNames } from './use-warning-names';
import { warningSeverity, warningText } from './warning-text';

/**
 * A shift's warnings as sentences (SPEC §5 "Staffing warnings"): a breach, or what keeps the
 * person off the shift, in the error colour; a rest debt the agreement allows as a warning. The
 * icon's level is also said in words, so the colour is never the only sign.
 */
export function WarningList({ warnings, label }: { warnings: readonly Bemanningsvarning[]; label?: string }) {
  const { t, i18n } = useTranslation();
  const names = useWarningNames();
  if (warnings.length === 0) return null;
  return (
    <Stack
      component="ul"
      spacing={0.5}
      aria-label={label ?? t('staffing.warnings.title')}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {warnings.map((w, i) => {
        const severity = warningSeverity(w);
        const Icon = severity === 'error' ? ErrorOutline : WarningAmber;
        return (
          <Box component="li" key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Icon fontSize="small" color={severity} sx={{ mt: '2px' }} aria-hidden />
            <Typography variant="body2">
              <Box component="span" sx={visuallyHidden}>
                {t(severity === 'error' ? 'staffing.warnings.breach' : 'staffing.warnings.debtLevel')}
              </Box>{' '}
              {warningText(t, i18n.language, w, names)}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
