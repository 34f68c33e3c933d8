import { useRef, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { useRouteFocus } from '../../ui/use-route-focus';
import { STATIC_PAGES } from './static-pages';
import { AppLogo } from '../../ui/AppLogo';

/**
 * The frame of the mobile app's static pages (SPEC §2.1), shown without the app shell: a way
 * back to the login page, the language picker, the title, and links to the other pages.
 */
export function StaticPageLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  // Reached by a link (from another static page or the login page): the focus goes to the title.
  useRouteFocus(main, true);
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
        <Stack
          component="header"
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 4 }}
        >
          <Button component={RouterLink} to="/login" startIcon={<ArrowBackIcon />}>
            {t('static.backToLogin')}
          </Button>
          <LanguagePicker />
        </Stack>
        <Box component="main" ref={main}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
            <AppLogo size={28} />
            <Typography sx={{ fontWeight: 600, color: 'text.secondary' }}>{t('app.name')}</Typography>
          </Stack>
          <Typography
            component="h1"
            variant="h4"
            sx={{
              fontWeight: 600,
              mb: 2,
              overflowWrap: 'break-word',
              fontSize: { xs: '1.625rem', sm: '2.125rem' },
            }}
          >
            {title}
          </Typography>
          <Typography sx={{ mb: 4, color: 'text.secondary' }}>{intro}</Typography>
          {children}
        </Box>
        <Divider sx={{ my: 4 }} />
        <Box component="nav" aria-labelledby="static-related">
          <Typography id="static-related" component="h2" variant="subtitle2" sx={{ mb: 1 }}>
            {t('static.related')}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {STATIC_PAGES.filter((page) => page.path !== pathname).map((page) => (
              <li key={page.path}>
                <Link component={RouterLink} to={page.path}>
                  {t(page.titleKey)}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
