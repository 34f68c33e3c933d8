import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KontrollBody } from '@lonportal/domain/staffing/planner';
import { errorMessageKey } from '../../../lib/api-client';
import { useShiftCheck } from '../api/planner';
import { WarningList } from '../warnings';

/**
 * What the shift would do to the person, asked of /bemanna/kontroll as the dialog is filled in
 * (SPEC §5: the warnings show while assigning, never only after saving). Said politely as it
 * changes, for a screen reader.
 */
export function LiveWarnings({
  ftgId,
  body,
  settling,
}: {
  ftgId: string;
  body: KontrollBody | null;
  settling: boolean;
}) {
  const { t } = useTranslation();
  const check = useShiftCheck(ftgId, body);
  const warnings = check.data?.Varningar ?? [];
  return (
    <Box component="section" aria-live="polite" aria-labelledby="shift-warnings-title">
      <Typography id="shift-warnings-title" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('staffing.warnings.title')}
      </Typography>
      {body === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('staffing.planner.checkIncomplete')}
        </Typography>
      ) : check.error ? (
        <Alert severity="info">{t(errorMessageKey(check.error))}</Alert>
      ) : check.isFetching || settling || !check.data ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{t('staffing.warnings.checking')}</Typography>
        </Stack>
      ) : warnings.length === 0 ? (
        <Typography variant="body2" color="success.main">
          {t('staffing.warnings.none')}
        </Typography>
      ) : (
        <WarningList warnings={warnings} />
      )}
    </Box>
  );
}

/** Whether the shift as it stands has warnings: then the planner gives the reason to keep it. */
export function useHasWarnings(ftgId: string, body: KontrollBody | null): boolean {
  const check = useShiftCheck(ftgId, body);
  return body !== null && (check.data?.Varningar.length ?? 0) > 0;
}
