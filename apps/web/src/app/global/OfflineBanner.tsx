import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { showSnackbar } from '../../lib/snackbar-store';
import { useOnline } from './use-online';

/**
 * SPEC §8 Offline: a banner that stays while the connection is gone, and the snackbar
 * InternetConnectionOffline when it goes; a short note when it is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      showSnackbar({ key: 'global.offline.text', titleKey: 'global.offline.title' });
    } else if (wasOffline.current) {
      wasOffline.current = false;
      showSnackbar({ key: 'global.online', color: 'success', timeout: 4_000 });
    }
  }, [online]);

  if (online) return null;
  // Fixed above the app bar: while offline, saying so matters more than the toolbar under it.
  return (
    <Alert
      role="status"
      severity="warning"
      icon={<WifiOffIcon fontSize="inherit" />}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: (theme) => theme.zIndex.drawer + 2,
        borderRadius: 0,
        borderBottom: 1,
        borderColor: 'warning.main',
        justifyContent: 'center',
        alignItems: 'center',
        boxShadow: 2,
      }}
    >
      <AlertTitle component="span" sx={{ display: 'inline', mr: 1, mb: 0 }}>
        {t('global.offline.title')}
      </AlertTitle>
      {t('global.offline.text')}
    </Alert>
  );
}
