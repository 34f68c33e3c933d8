import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './LoadFailed';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_PERIOD_DAYS, periodDays } from '@lonportal/domain/time/entries';
import type { Period } from '../lib/date-filter';
import { TipHost } from './TipHost';

interface Props {
  /** i18n key of the page's heading (and document title). */
  titleKey: string;
  intro: string;
  children: ReactNode;
}

/** The approval and attestation pages' frame: heading and introduction. */
export function PageFrame({ titleKey, intro, children }: Props) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{intro}</Typography>
      {children}
    </Box>
  );
}

interface PeriodPageProps {
  /** The page's heading. */
  title: ReactNode;
  /** The buttons beside the heading (new row, approve the period…); they wrap below it on a phone. */
  actions?: ReactNode;
  /** The page's rows have buttons with tooltips (ui/TipHost): one host for the page. */
  tips?: boolean;
  /** The heading's own style (a long Swedish compound on a phone). */
  headingSx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The frame of a page of the date filter's period or of a list (the time report, compensations,
 * travel, the calendar, leave): the heading with the page's buttons beside it, then the page.
 */
export function PeriodPageFrame({ title, actions, tips = false, headingSx, children }: PeriodPageProps) {
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      {tips && <TipHost />}
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 2 }}
      >
        <Typography variant="h4" component="h1" sx={headingSx ?? { flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}

/** True when the period is longer than one request may read (a quarter). */
export const isPeriodTooLong = (period: Period): boolean =>
  periodDays(period.From, period.To) > MAX_PERIOD_DAYS;

/** Says that the chosen period is too long to show. */
export function PeriodTooLong() {
  const { t } = useTranslation();
  return <Alert severity="info">{t('validation.period.tooLong')}</Alert>;
}

/** A failed load of an approval page, with a retry (ui/LoadFailed with the page's texts). */
export function ApprovalLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadFailed
      error={error}
      onRetry={onRetry}
      retryText={t('approval.retry')}
      text={t('approval.loadFailed')}
    />
  );
}
