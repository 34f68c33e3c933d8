import { useState, type ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { MenuGroup, MenuItem, MenuLink } from './menu';
import { FALLBACK_ICON, GROUP_ICONS, ROUTE_ICONS } from './menu-icons';
import { useMenuBadges } from './use-menu-badges';

/** In the mini drawer a tooltip names the entry; an empty tooltip would blank the entry's name. */
function MiniTooltip({ mini, title, children }: { mini: boolean; title: string; children: ReactElement }) {
  return mini ? (
    <Tooltip title={title} placement="right">
      {children}
    </Tooltip>
  ) : (
    children
  );
}

// A label wraps between words. A word longer than the line (the permanent drawer is 210 px) is
// hyphenated by the browser in the page's language (the <html lang> follows the user's), and
// only where it has no dictionary broken where it must.
const labelSx = { m: 0, hyphens: 'auto', overflowWrap: 'break-word' } as const;

// In the mini drawer the labels are visually hidden, not removed: they stay the entries' names.
const hiddenLabel = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface Props {
  items: MenuItem[];
  mini: boolean;
  /** Called after an entry was chosen (the small-screen drawer closes). */
  onNavigate?: () => void;
}

/** SPEC §2.2: the navigation entries and groups of the drawer. */
export function NavMenu({ items, mini, onNavigate }: Props) {
  return (
    <List component="div" disablePadding sx={{ py: 1 }}>
      {items.map((item) =>
        item.kind === 'link' ? (
          <NavEntry key={item.route} link={item} mini={mini} onNavigate={onNavigate} />
        ) : (
          <NavGroup key={item.id} group={item} mini={mini} onNavigate={onNavigate} />
        ),
      )}
    </List>
  );
}

function NavEntry({
  link,
  mini,
  nested,
  onNavigate,
}: {
  link: MenuLink;
  mini: boolean;
  nested?: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const badges = useMenuBadges();
  const Icon = ROUTE_ICONS[link.route] ?? FALLBACK_ICON;
  const label = t(`menu.${link.route}`);
  const count = badges[link.route] ?? 0;
  return (
    <MiniTooltip mini={mini} title={label}>
      <ListItemButton
        component={NavLink}
        to={link.path}
        onClick={onNavigate}
        sx={{
          minHeight: 44,
          px: 2.5,
          pl: nested && !mini ? 4 : 2.5,
          '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
          '&.active .MuiListItemIcon-root': { color: 'primary.main' },
        }}
      >
        <ListItemIcon sx={{ minWidth: mini ? 0 : 40 }}>
          <Badge badgeContent={count > 0 ? count : undefined} color="error" invisible={count === 0}>
            <Icon />
          </Badge>
        </ListItemIcon>
        <ListItemText primary={label} sx={mini ? hiddenLabel : labelSx} />
      </ListItemButton>
    </MiniTooltip>
  );
}

function NavGroup({
  group,
  mini,
  onNavigate,
}: {
  group: MenuGroup;
  mini: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const containsCurrent = group.children.some((c) => pathname.startsWith(c.path));
  const [open, setOpen] = useState(containsCurrent);
  const Icon = GROUP_ICONS[group.id];
  const label = t(`menu.groups.${group.id}`);
  const listId = `nav-group-${group.id}`;
  return (
    <>
      <MiniTooltip mini={mini} title={label}>
        <ListItemButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={listId}
          // Less room on the right than a link: the chevron's own space keeps a long label
          // ("Administration") clear of it.
          sx={{ minHeight: 44, pl: 2.5, pr: mini ? 2.5 : 1 }}
        >
          <ListItemIcon sx={{ minWidth: mini ? 0 : 40 }}>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={label} sx={mini ? hiddenLabel : labelSx} />
          {!mini && (open ? <ExpandLess /> : <ExpandMore />)}
        </ListItemButton>
      </MiniTooltip>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} component="div" disablePadding>
          {group.children.map((child) => (
            <NavEntry key={child.route} link={child} mini={mini} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}
