import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

/** The top bar of the logged-in pages (SPEC §2.2; the menu and user menu come with the shell). */
export function AppHeader() {
  const { t } = useTranslation();
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1.5 }}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <Typography component="span" variant="h6" sx={{ fontWeight: 600 }}>
          {t('app.name')}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
