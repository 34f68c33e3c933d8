import { Suspense, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsFetching } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import type { Theme } from '@mui/material/styles';
import { accessContextFromMe } from '@lonportal/domain/access/context-from-me';
import { canAccessRoute } from '@lonportal/domain/access/route-table';
import { useSession } from '../../lib/session';
import { usePortalInfo } from '../../lib/reference-lists/get-portal-info';
import { useShell } from '../../ui/shell-context';
import { isImplemented } from '../route-pages';
import { AppHeader } from './AppHeader';
import { buildMenu, type MenuItem } from './menu';
import { NavDrawer } from './NavDrawer';
import { ShellProvider } from './ShellProvider';
import { TimeFilterBar } from './TimeFilterBar';
import { useMiniDrawer } from './use-mini-drawer';
import { useAccessFollowsSettings } from './use-access-follows-settings';
import { focusHeadingIn, useRouteFocus } from '../../ui/use-route-focus';
import { useWideScreen } from '../../ui/screen';

/** The skip link: out of sight until it has the keyboard focus (WCAG 2.4.1 Bypass Blocks). */
const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -100,
  zIndex: (theme: Theme) => theme.zIndex.tooltip + 1,
  p: 1.5,
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:focus': { top: 8 },
} as const;

/**
 * The page, once the user is in the company they work in: while they choose it after login, the
 * page they asked for waits (its data and access belong to the company chosen, ADR 0017).
 * In a Suspense boundary of its own: a page the server painted is taken over after the shell, in a
 * second pass, so neither is one long task on a phone (total blocking time). No page
 * suspends as it renders, so the boundary never shows its empty fallback.
 */
function ShellPage() {
  return useShell().choosingCompany ? null : (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}

/** SPEC §2.2 App shell: toolbar, navigation drawer and the page. */
export function AppShell() {
  const { t } = useTranslation();
  const { me } = useSession();
  const content = useRef<HTMLDivElement>(null);
  useRouteFocus(content);
  const portal = usePortalInfo(me.FtgInfo.FtgId);
  const wide = useWideScreen();
  const [mini, toggleMini] = useMiniDrawer();
  const [mobileOpen, setMobileOpen] = useState(false);

  const access = useMemo(
    () => (portal.data ? accessContextFromMe(me, portal.data) : null),
    [me, portal.data],
  );
  // Judged once both answers are in: after a live event they refetch one after the other.
  const refetchingMe = useIsFetching({ queryKey: ['session', 'me'] }) > 0;
  useAccessFollowsSettings(portal.isFetching || refetchingMe ? null : access);
  const menu = useMemo(() => (access ? buildMenu(access, isImplemented) : null), [access]);
  // While a company or year switch refetches the portal settings, the last menu stays.
  const [lastMenu, setLastMenu] = useState<MenuItem[]>([]);
  if (menu && menu !== lastMenu) setLastMenu(menu);
  const items = menu ?? lastMenu;

  return (
    <ShellProvider>
      <Box
        component="a"
        href="#content"
        sx={skipLinkSx}
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          const el = content.current;
          if (el) focusHeadingIn(el, 0);
        }}
      >
        {t('shell.skipToContent')}
      </Box>
      <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
        <AppHeader
          wide={wide}
          navOpen={wide ? !mini : mobileOpen}
          onToggleNav={wide ? toggleMini : () => setMobileOpen((o) => !o)}
          inbox={access !== null && isImplemented('Messages') && canAccessRoute('Messages', access)}
        />
        <NavDrawer
          items={items}
          wide={wide}
          mini={mini}
          mobileOpen={mobileOpen}
          onMobileClose={() => setMobileOpen(false)}
        />
        <Box id="content" ref={content} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Toolbar />
          <TimeFilterBar />
          <ShellPage />
        </Box>
      </Box>
    </ShellProvider>
  );
}
