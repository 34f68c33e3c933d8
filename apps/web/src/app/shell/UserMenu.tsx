import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import DarkMode from '@mui/icons-material/DarkMode';
import Key from '@mui/icons-material/Key';
import LightMode from '@mui/icons-material/LightMode';
import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/Settings';
import { ROUTES } from '@lonportal/domain/access/route-table';
import { USER_MENU_MAX_HEIGHT } from '@lonportal/domain/constants';
import { useSession } from '../../lib/session';
import { useShell } from '../../ui/shell-context';
import { SalaryYearSelect } from './SalaryYearSelect';
import { useThemeToggle } from './use-theme-toggle';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toLocaleUpperCase('sv');

/** The menu's items: preferences, change password, the other theme, and logout. */
function UserMenuItems({ onClose: close }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { logout, loggingOut } = useSession();
  const shell = useShell();
  const theme = useThemeToggle();
  return (
    <>
      <MenuItem component={Link} to={ROUTES.UserAppSettings.path} onClick={close}>
        <ListItemIcon>
          <Settings fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('shell.userMenu.preferences')}</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={() => {
          close();
          shell.openChangePassword();
        }}
      >
        <ListItemIcon>
          <Key fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('shell.userMenu.changePassword')}</ListItemText>
      </MenuItem>
      <MenuItem
        disabled={theme.pending}
        onClick={() => {
          close();
          theme.toggle();
        }}
      >
        <ListItemIcon>
          {theme.dark ? <LightMode fontSize="small" /> : <DarkMode fontSize="small" />}
        </ListItemIcon>
        <ListItemText>
          {t(theme.dark ? 'shell.userMenu.lightTheme' : 'shell.userMenu.darkTheme')}
        </ListItemText>
      </MenuItem>
      <Divider />
      <MenuItem onClick={logout} disabled={loggingOut}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('shell.userMenu.logout')}</ListItemText>
      </MenuItem>
    </>
  );
}

/** SPEC §2.2 user menu (max height 300): preferences, change password, light/dark theme, logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const id = useId();
  const { me } = useSession();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const user = me.UserAccount;

  return (
    <>
      <IconButton
        ref={anchor}
        onClick={() => setOpen(true)}
        aria-label={t('shell.userMenu.open', { name: user.Namn, initials: initials(user.Namn) })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
      >
        <Avatar sx={{ width: 34, height: 34, fontSize: 15, bgcolor: 'secondary.main' }}>
          {initials(user.Namn)}
        </Avatar>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { maxHeight: USER_MENU_MAX_HEIGHT, minWidth: 240, display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.Namn}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`roles.${user.Roll}`)}
          </Typography>
        </Box>
        {/* A phone's toolbar leaves the salary year to this menu (AppHeader). */}
        <Box sx={{ display: { sm: 'none' }, px: 2, pt: 1, pb: 2 }}>
          <SalaryYearSelect fullWidth />
        </Box>
        <Divider />
        <MenuList
          id={`${id}-menu`}
          autoFocusItem
          aria-label={t('shell.userMenu.label')}
          sx={{ overflowY: 'auto' }}
        >
          <UserMenuItems onClose={close} />
        </MenuList>
      </Popover>
    </>
  );
}
