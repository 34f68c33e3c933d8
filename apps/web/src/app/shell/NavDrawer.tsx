import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { DRAWER_MINI_WIDTH, DRAWER_WIDTH } from '@lonportal/domain/constants';
import type { MenuItem } from './menu';
import { NavMenu } from './NavMenu';
import { AppLogo } from '../../ui/AppLogo';

interface Props {
  items: MenuItem[];
  /** Wide screens: a permanent drawer, mini when collapsed. Small screens: a temporary one. */
  wide: boolean;
  mini: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

export const NAV_ID = 'app-navigation';

/** The small screens' drawer: 300 px, or the screen less a 56 px strip of the page beside it. */
const PHONE_DRAWER_WIDTH = `min(${DRAWER_WIDTH + 90}px, calc(100vw - 56px))`;

/** SPEC §2.2: the left navigation drawer, 210 px wide or 60 px as a mini drawer. */
export function NavDrawer({ items, wide, mini, mobileOpen, onMobileClose }: Props) {
  const { t } = useTranslation();
  const nav = (collapsed: boolean, onNavigate?: () => void) => (
    <Box
      component="nav"
      id={NAV_ID}
      aria-label={t('menu.label')}
      sx={{ overflowX: 'hidden', overflowY: 'auto' }}
    >
      <NavMenu items={items} mini={collapsed} onNavigate={onNavigate} />
    </Box>
  );

  if (!wide) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        // Above the app bar, which sits above the permanent drawer.
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
        // The drawer is a dialog on small screens: named as the menu it holds. Wider than the
        // permanent one (SPEC §2.2's 210 px), as a phone has the room: the longest labels
        // ("Ledighetsansökningar", "Zapotrzebowanie") fit on a line without breaking a word, and
        // a strip of the page stays in sight to close it by.
        slotProps={{ paper: { sx: { width: PHONE_DRAWER_WIDTH }, 'aria-label': t('menu.label') } }}
      >
        <Toolbar sx={{ gap: 1.5 }}>
          <AppLogo size={28} />
          <Typography component="span" variant="h6" sx={{ fontWeight: 600 }}>
            {t('app.name')}
          </Typography>
        </Toolbar>
        {nav(false, onMobileClose)}
      </Drawer>
    );
  }

  const width = mini ? DRAWER_MINI_WIDTH : DRAWER_WIDTH;
  return (
    <Drawer
      variant="permanent"
      sx={(theme) => {
        const transition = theme.transitions.create('width', {
          easing: theme.transitions.easing.sharp,
          duration: theme.transitions.duration.shorter,
        });
        return {
          width,
          flexShrink: 0,
          transition,
          '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition, boxSizing: 'border-box' },
        };
      }}
    >
      <Toolbar />
      {nav(mini)}
    </Drawer>
  );
}
