import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiError, NetworkError, errorMessageKey } from '../lib/api-client';
import { GlobalBehaviours } from './global/GlobalBehaviours';

/** A route that failed to load its code or data (SPEC §8 chunk load failure, network failure). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const explained = error instanceof ApiError || error instanceof NetworkError;
  if (!explained) console.error(error);
  // This page replaces the root layout, so it brings the global behaviours (offline banner…) itself.
  return (
    <>
      <GlobalBehaviours />
      <Box component="main" sx={{ maxWidth: 640, mx: 'auto', px: 3, py: { xs: 6, sm: 10 } }}>
        <title>{`${t('routeError.title')} – ${t('app.name')}`}</title>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 2 }}>
          {t('routeError.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>
          {explained ? t(errorMessageKey(error)) : t('routeError.text')}
        </Typography>
        <Button type="button" variant="contained" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </Box>
    </>
  );
}
