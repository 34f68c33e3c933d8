import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { LoginTab } from '../login-method';

/** The keys that move between tabs (WAI-ARIA Authoring Practices, "Tabs": automatic activation). */
const STEP: Readonly<Record<string, (at: number, count: number) => number>> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * The login page's tab strip (SPEC §2.3: a tab per login method): a tablist drawn from ButtonBase,
 * which the first page loads anyway. MUI's Tabs, with its scroll buttons, indicator animation and
 * roving focus, is about 9 kB of gzipped JavaScript the login page would download before anything
 * else (the bench's login budget); the logged-in pages keep using it.
 */
export function LoginTabStrip({
  tabs,
  active,
  label,
  tabLabel,
  onChoose,
}: {
  tabs: readonly LoginTab[];
  active: LoginTab;
  label: string;
  tabLabel: (tab: LoginTab) => string;
  onChoose: (tab: LoginTab) => void;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(tabs.indexOf(active), tabs.length)]!;
    onChoose(next);
    strip.current?.querySelector<HTMLElement>(`#login-tab-${next}`)?.focus();
  };
  return (
    <Box
      ref={strip}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => {
        const selected = tab === active;
        return (
          <ButtonBase
            key={tab}
            role="tab"
            id={`login-tab-${tab}`}
            aria-selected={selected}
            aria-controls={`login-panel-${tab}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChoose(tab)}
            sx={{
              flex: 1,
              minHeight: 48,
              px: 2,
              py: 1.5,
              typography: 'button',
              lineHeight: 1.25,
              color: selected ? 'primary.main' : 'text.secondary',
              // The selected tab's line sits on the strip's border, as MUI's indicator does.
              mb: '-1px',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
            }}
          >
            {tabLabel(tab)}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
