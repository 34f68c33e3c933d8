import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Business from '@mui/icons-material/Business';
import Key from '@mui/icons-material/Key';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Settings from '@mui/icons-material/Settings';
import { ROUTES } from '@lonportal/domain/access/route-table';
import { useShell } from '../../ui/shell-context';

interface Shortcut {
  key: string;
  icon: ReactNode;
  action: ReactNode;
}

/** The dashboard's shortcuts to what exists today: preferences, password, company picture and switch. */
export function ShortcutCards() {
  const { t } = useTranslation();
  const shell = useShell();
  const button = (key: string, onClick: () => void) => (
    <Button variant="outlined" size="small" onClick={onClick} aria-haspopup="dialog">
      {t(`dashboard.shortcuts.${key}.action`)}
    </Button>
  );
  const shortcuts: Shortcut[] = [
    {
      key: 'preferences',
      icon: <Settings />,
      action: (
        <Button variant="outlined" size="small" component={Link} to={ROUTES.UserAppSettings.path}>
          {t('dashboard.shortcuts.preferences.action')}
        </Button>
      ),
    },
    { key: 'password', icon: <Key />, action: button('password', shell.openChangePassword) },
  ];
  if (shell.canEditPicture)
    shortcuts.push({
      key: 'picture',
      icon: <PhotoCamera />,
      action: button('picture', shell.openPictureDialog),
    });
  if (shell.canSwitchCompany)
    shortcuts.push({
      key: 'company',
      icon: <Business />,
      action: button('company', shell.openCompanyDialog),
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="dashboard-shortcuts"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="dashboard-shortcuts" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('dashboard.shortcuts.title')}
      </Typography>
      <Stack spacing={2.5}>
        {shortcuts.map(({ key, icon, action }) => (
          <Stack key={key} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Stack sx={{ color: 'primary.main', pt: 0.25 }} aria-hidden="true">
              {icon}
            </Stack>
            <Stack spacing={0.75} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {t(`dashboard.shortcuts.${key}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`dashboard.shortcuts.${key}.text`)}
              </Typography>
              {action}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
