import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { formatOrgnr } from '@lonportal/domain/validation/identity';
import { useSession } from '../../lib/session';

/** SPEC §2.1 /dashboard: the start page; for now who is logged in, where, and a way out. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { me, logout, loggingOut } = useSession();
  const { UserAccount: user, FtgInfo: company } = me;

  const facts: [label: string, value: string][] = [
    [t('dashboard.company'), company.Namn],
    [t('dashboard.orgnr'), formatOrgnr(company.Orgnr)],
    [t('dashboard.role'), t(`roles.${user.Roll}`)],
    [t('dashboard.salaryYear'), String(me.SessionSalaryYear)],
  ];

  return (
    <Box component="main" sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 6 } }}>
      <title>{`${t('dashboard.title')} – ${t('app.name')}`}</title>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 4 }}
      >
        <div>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('dashboard.greeting', { name: user.Namn })}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.intro')}</Typography>
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
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="dashboard-account"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="dashboard-account" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('dashboard.account')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 4,
            rowGap: { xs: 0.25, sm: 1.5 },
            m: 0,
          }}
        >
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, fontWeight: 500 }}>
                {value}
              </Typography>
            </Fragment>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
