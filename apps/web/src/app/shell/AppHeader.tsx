import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { CompanyHeader } from './CompanyHeader';
import { InboxButton } from './InboxButton';
import { NAV_ID } from './NavDrawer';
import { SalaryYearSelect } from './SalaryYearSelect';
import { UserMenu } from './UserMenu';
import { AppLogo } from '../../ui/AppLogo';

interface Props {
  /** Wide screens collapse the drawer to mini; small ones open and close a temporary drawer. */
  wide: boolean;
  navOpen: boolean;
  onToggleNav: () => void;
  /** The inbox link shows with the Plus option and messaging on (SPEC §2.2). */
  inbox: boolean;
}

/** SPEC §2.2: the top toolbar of the logged-in pages. */
export function AppHeader({ wide, navOpen, onToggleNav, inbox }: Props) {
  const { t } = useTranslation();
  const toggleLabel = wide
    ? t(navOpen ? 'shell.nav.collapse' : 'shell.nav.expand')
    : t(navOpen ? 'shell.nav.close' : 'shell.nav.open');
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          edge="start"
          onClick={onToggleNav}
          aria-label={toggleLabel}
          aria-expanded={navOpen}
          aria-controls={wide ? NAV_ID : undefined}
        >
          {wide && navOpen ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
        <AppLogo size={28} sx={{ display: { xs: 'none', sm: 'block' } }} />
        <Typography
          component="span"
          variant="h6"
          sx={{ fontWeight: 600, whiteSpace: 'nowrap', display: { xs: 'none', md: 'block' } }}
        >
          {t('app.name')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <CompanyHeader />
        {/* On a phone the year is in the user menu: the company's name takes the room. */}
        <Box sx={{ display: { xs: 'none', sm: 'block' }, flex: 'none' }}>
          <SalaryYearSelect />
        </Box>
        {inbox && <InboxButton />}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
