import { useEffect } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERRORS, errorI18nKey } from '@lonportal/domain/errors/codes';
import { LanguagePicker } from '../../../ui/LanguagePicker';
import { loadedQueryClient } from '../../../lib/app-query-client';
import { dropEarlyAnswers } from '../../../lib/api-client';
import { loginConfigLoader } from '../api/get-login-config';
import { AppLinks } from './AppLinks';
import { LoginMethodTabs } from './LoginMethodTabs';
import { AppLogo } from '../../../ui/AppLogo';

const knownCodes = new Set<number>(Object.values(ERRORS).map((e) => e.code));

/** The login page's loader (router.tsx): its configuration, read before it renders. */
export const loginPageLoader = loginConfigLoader;

/** SPEC §2.3 Login screen: the login methods, app links and language picker. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Whoever arrives here (logout, an ended session, a new visit) leaves no earlier data behind.
  useEffect(() => {
    loadedQueryClient()?.clear();
    dropEarlyAnswers();
  }, []);
  // Should it have failed, the password form still works.
  const config = useLoaderData<typeof loginConfigLoader>() ?? undefined;

  const endedCode = Number(params.get('ended'));
  const ended = knownCodes.has(endedCode) ? endedCode : null;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
          <AppLogo size={40} />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            {t('app.name')}
          </Typography>
        </Stack>
        <Typography component="h2" variant="h6">
          {t('login.title')}
        </Typography>
        {ended !== null && (
          <Alert severity="info" sx={{ my: 2 }}>
            <AlertTitle>{t('login.sessionEnded')}</AlertTitle>
            {t(errorI18nKey(ended))}
          </Alert>
        )}
        <LoginMethodTabs config={config} />
        <Divider sx={{ my: 3 }} />
        <AppLinks config={config} />
        <LanguagePicker />
      </Paper>
    </Box>
  );
}
