import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { usePortalSettings } from './api/portal-settings';
import { PortalSettingsForm } from './PortalSettingsForm';

/** /admin/portal (SPEC §2.1): the selected company's portal settings and switches (ADR 0022). */
export function PortalSettingsPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const settings = usePortalSettings(ftgId);
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.portal.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('admin.portal.intro', { company: me.FtgInfo.Namn })}
      </Typography>
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <LoadFailed
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retryText={t('admin.portal.retry')}
          text={t('admin.portal.loadFailed')}
        />
      ) : (
        <PortalSettingsForm key={ftgId} ftgId={ftgId} saved={settings.data} />
      )}
    </Box>
  );
}
