import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { LonebeskedSummary } from '@lonportal/domain/payslips/index';
import { formatDate } from '../../../lib/date-format';
import { formatKronor } from '../../../lib/number-format';

const amountSx = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

interface Props {
  slips: readonly LonebeskedSummary[];
  /** The payslip shown beside the list (marked), or null. */
  selected: string | null;
  onSelect: (id: string) => void;
  /** The payslip whose row takes the focus as the list shows (the one the person came back from). */
  focusId?: string | null;
}

/** The payslips, newest first: each its period, pay day and the amount paid out. */
export function PayslipList({ slips, selected, onSelect, focusId = null }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusId) list.current?.querySelector<HTMLElement>(`[data-payslip="${focusId}"]`)?.focus();
  }, [focusId]);
  return (
    <List
      ref={list}
      aria-label={t('payslips.list.label')}
      disablePadding
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      {slips.map((s, i) => {
        const current = s.Id === selected;
        return (
          <ListItem key={s.Id} disablePadding divider={i < slips.length - 1}>
            <ListItemButton
              data-payslip={s.Id}
              selected={current}
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(s.Id)}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) auto',
                columnGap: 2,
                alignItems: 'baseline',
                minHeight: 56,
              }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {s.PeriodText || s.PeriodId}
              </Typography>
              <Typography sx={{ ...amountSx, fontWeight: 600 }}>
                {s.Utbetalt === null ? '' : formatKronor(s.Utbetalt, lng)}
              </Typography>
              <Typography variant="body2" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
                {t('payslips.list.payDay', { date: formatDate(s.BetalDatum) })}
              </Typography>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
