import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSession } from '../../lib/session';
import { AccountFacts } from './AccountFacts';
import { ShortcutCards } from './ShortcutCards';

/**
 * SPEC §2.1 /dashboard: the start page; who is logged in, where, the work waiting for them (`work`,
 * given by the app from the features that have some) and what they can do from here.
 */
export function DashboardPage({ work }: { work?: ReactNode }) {
  const { t } = useTranslation();
  const { me, logout, loggingOut } = useSession();

  return (
    <Box component="main" sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 4 }}
      >
        <div>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('dashboard.greeting', { name: me.UserAccount.Namn })}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('dashboard.where', { company: me.FtgInfo.Namn, year: me.SessionSalaryYear })}
          </Typography>
        </div>
        <Button
          type="button"
          variant="outlined"
          startIcon={<LogoutIcon />}
          onClick={logout}
          loading={loggingOut}
          sx={{ flex: 'none' }}
        >
          {t('dashboard.logout')}
        </Button>
      </Stack>
      {work}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <AccountFacts />
        <ShortcutCards />
      </Box>
    </Box>
  );
}
