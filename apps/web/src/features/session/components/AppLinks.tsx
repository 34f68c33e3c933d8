import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddToHomeScreenIcon from '@mui/icons-material/AddToHomeScreen';
import type { LoginConfig } from '@lonportal/domain/auth/schemas';
import { promptInstall } from '../install-prompt';
import { currentEnvironment, offersInstall, visibleStoreLinks } from '../platform';
import { InstallGuideDialog } from './InstallGuideDialog';
import { StoreBadge } from './StoreBadge';

/**
 * SPEC §2.3: the store download buttons that fit this device and the add-to-home-screen button;
 * nothing inside the mobile app.
 */
export function AppLinks({ config }: { config: LoginConfig | undefined }) {
  const { t } = useTranslation();
  const [where] = useState(currentEnvironment);
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
      {guideOpen && <InstallGuideDialog platform={where.platform} onClose={() => setGuideOpen(false)} />}
    </Stack>
  );
}
