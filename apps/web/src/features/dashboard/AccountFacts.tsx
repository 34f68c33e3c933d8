import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatOrgnr } from '@lonportal/domain/validation/identity';
import { useSession } from '../../lib/session';

/** The dashboard's "your account" card: the user's company, role and salary year. */
export function AccountFacts() {
  const { t } = useTranslation();
  const { me } = useSession();
  const { UserAccount: user, FtgInfo: company } = me;

  const facts: [label: string, value: string][] = [
    [t('dashboard.company'), company.Namn],
    [t('dashboard.orgnr'), formatOrgnr(company.Orgnr)],
    [t('dashboard.role'), t(`roles.${user.Roll}`)],
    [t('dashboard.salaryYear'), String(me.SessionSalaryYear)],
  ];

  return (
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
  );
}
