import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { useUserAppSettings } from './api/get-user-app-settings';
import { CalendarFeedSection } from './calendar-feed/CalendarFeedSection';
import { UserAppSettingsForm } from './UserAppSettingsForm';

/**
 * /userAppSettings (SPEC §2.1): the user's preferences (SPEC §3 UserAppSettings), and the language
 * as on the login page. The language is not one of the saved settings (SPEC §3 has none; ADR 0011):
 * the browser keeps it, and it changes at once.
 */
export function UserAppSettingsPage() {
  const { t } = useTranslation();
  const settings = useUserAppSettings();
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('settings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('settings.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <LanguagePicker size="medium" fullWidth helperText={t('settings.language.help')} />
      </Paper>
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <LoadFailed
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retryText={t('settings.retry')}
          text={t('settings.loadFailed')}
        />
      ) : (
        <UserAppSettingsForm saved={settings.data} />
      )}
      <CalendarFeedSection />
    </Box>
  );
}
