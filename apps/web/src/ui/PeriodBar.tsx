import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { ViewTab } from './ViewTabs';

interface Props<V extends string> {
  /** The views a period is shown by (day, week, month…), in their order, and the one shown. */
  views: readonly ViewTab<V>[];
  view: V;
  onViewChange: (view: V) => void;
  /** The name of the views' button group. */
  viewsLabel: string;
  /** The period shown, in words; read out when it changes. */
  label: ReactNode;
  /** A step back (-1) or forth (1) by the view's length, with the two buttons' names. */
  onStep: (by: -1 | 1) => void;
  previousLabel: string;
  nextLabel: string;
  /** The button back to the period of today, if the page has one. */
  today?: { label: string; onClick: () => void; disabled?: boolean };
  /** The page's own controls after the period (its filters); they wrap below it. */
  children?: ReactNode;
}

/**
 * The bar above a page of periods (the schedule, the staffing pages): the view, back to today, the
 * step back and forth around the period's name, then the page's own controls. On a phone the steps
 * take a row of their own, the name between them as wide as the row.
 */
export function PeriodBar<V extends string>({
  views,
  view,
  onViewChange,
  viewsLabel,
  label,
  onStep,
  previousLabel,
  nextLabel,
  today,
  children,
}: Props<V>) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_, v: V | null) => v && onViewChange(v)}
        aria-label={viewsLabel}
        // The unselected button's default grey is short of 4.5:1 on the page's background.
        sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
      >
        {views.map((v) => (
          <ToggleButton key={v.value} value={v.value}>
            {v.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {today && (
        <Button variant="outlined" size="small" onClick={today.onClick} disabled={today.disabled}>
          {today.label}
        </Button>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
        <IconButton onClick={() => onStep(-1)} aria-label={previousLabel}>
          <ChevronLeft />
        </IconButton>
        <Typography
          component="p"
          aria-live="polite"
          sx={{ flex: { xs: 1, sm: '0 0 auto' }, minWidth: 150, textAlign: 'center', fontWeight: 500 }}
        >
          {label}
        </Typography>
        <IconButton onClick={() => onStep(1)} aria-label={nextLabel}>
          <ChevronRight />
        </IconButton>
      </Stack>
      {children}
    </Stack>
  );
}
