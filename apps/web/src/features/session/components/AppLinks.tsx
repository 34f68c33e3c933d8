import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddToHomeScreenIcon from '@mui/icons-material/AddToHomeScreen';
import type { LoginConfig } from '@lonportal/domain/auth/schemas';
import { loadLoginPanelTexts } from '../../../i18n/i18n';
import { promptInstall } from '../install-prompt';
import { offersInstall, useEnvironment, visibleStoreLinks } from '../platform';
import { StoreBadge } from './StoreBadge';

// Only shown when the browser cannot install by itself: a chunk of its own, its texts too.
const InstallGuideDialog = lazy(async () => {
  const [{ InstallGuideDialog: dialog }] = await Promise.all([
    import('./InstallGuideDialog'),
    loadLoginPanelTexts(),
  ]);
  return { default: dialog };
});

/**
 * SPEC §2.3: the store download buttons that fit this device and the add-to-home-screen button;
 * nothing inside the mobile app.
 */
export function AppLinks({ config }: { config: LoginConfig | undefined }) {
  const { t } = useTranslation();
  const where = useEnvironment();
  const [guideOpen, setGuideOpen] = useState(false);
  const stores = visibleStoreLinks(config ?? { AppStoreUrl: null, PlayStoreUrl: null }, where);
  const install = offersInstall(where);
  if (!stores.appStore && !stores.playStore && !install) return null;

  const addToHomeScreen = async () => {
    if (!(await promptInstall())) setGuideOpen(true);
  };

  return (
    <Stack component="section" aria-labelledby="app-links-title" spacing={1.5} sx={{ mb: 3 }}>
      <Typography id="app-links-title" component="h2" variant="subtitle2" sx={{ color: 'text.secondary' }}>
        {t('install.title')}
      </Typography>
      {(stores.appStore || stores.playStore) && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          {stores.appStore && <StoreBadge store="appStore" href={stores.appStore} />}
          {stores.playStore && <StoreBadge store="playStore" href={stores.playStore} />}
        </Stack>
      )}
      {install && (
        <Button
          type="button"
          variant="outlined"
          startIcon={<AddToHomeScreenIcon />}
          onClick={() => void addToHomeScreen()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('install.button')}
        </Button>
      )}
      {guideOpen && (
        <Suspense fallback={null}>
          <InstallGuideDialog platform={where.platform} onClose={() => setGuideOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
