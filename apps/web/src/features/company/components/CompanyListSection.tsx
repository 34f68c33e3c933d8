import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { formatOrgnr } from '@lonportal/domain/validation/identity';
import type { CompanyListItem } from '../company-list';

interface Props {
  title: string;
  companies: CompanyListItem[];
  favourites: ReadonlySet<string>;
  currentFtgId: string;
  /** The company being switched to, while the switch runs. */
  pendingFtgId: string | null;
  onSelect: (ftgId: string) => void;
  onToggleFavourite: (ftgId: string) => void;
}

/** SPEC §2.4: a collapsible titled list of companies with its count; each row with a favourite star. */
export function CompanyListSection({
  title,
  companies,
  favourites,
  currentFtgId,
  pendingFtgId,
  onSelect,
  onToggleFavourite,
}: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(true);
  return (
    <>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ bgcolor: 'action.hover', borderRadius: 1, py: 0.5 }}
      >
        <ListItemText
          primary={t('company.dialog.sectionTitle', { title, count: companies.length })}
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto">
        <List id={listId} dense disablePadding aria-label={title}>
          {companies.map((c) => {
            const favourite = favourites.has(c.FtgId);
            const current = c.FtgId === currentFtgId;
            return (
              <ListItem
                key={c.FtgId}
                disablePadding
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('company.dialog.favourite', { name: c.Namn })}
                    aria-pressed={favourite}
                    onClick={() => onToggleFavourite(c.FtgId)}
                    sx={{ color: favourite ? 'secondary.main' : 'text.secondary' }}
                  >
                    {favourite ? <Star /> : <StarBorder />}
                  </IconButton>
                }
              >
                <ListItemButton
                  selected={current}
                  aria-current={current ? 'true' : undefined}
                  disabled={pendingFtgId !== null}
                  onClick={() => onSelect(c.FtgId)}
                >
                  <ListItemText
                    primary={c.Namn}
                    secondary={t('company.dialog.details', { orgnr: formatOrgnr(c.Orgnr), id: c.FtgKey })}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                  {pendingFtgId === c.FtgId && (
                    <CircularProgress size={20} aria-label={t('company.dialog.switching')} sx={{ ml: 1 }} />
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Collapse>
    </>
  );
}
