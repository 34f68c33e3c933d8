import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { CopyDialog } from './CopyDialog';
import type { CopyKind } from './copy-form';
import type { Planner } from './use-planner';

/** "Copy…": a day or a week of the period shown to another, as drafts (SPEC §5). */
export function CopyMenu({ planner }: { planner: Planner }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [kind, setKind] = useState<CopyKind | null>(null);
  const choose = (k: CopyKind) => {
    setAnchor(null);
    setKind(k);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ContentCopy />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={!planner.planning.data}
      >
        {t('staffing.planner.copy.menu')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('day')}>{t('staffing.planner.copy.day')}</MenuItem>
        <MenuItem onClick={() => choose('week')}>{t('staffing.planner.copy.week')}</MenuItem>
      </Menu>
      {kind && (
        <CopyDialog
          ftgId={planner.ftgId}
          kind={kind}
          days={planner.days}
          avdelning={planner.filter.Avdelning}
          onClose={() => setKind(null)}
        />
      )}
    </>
  );
}
