import { useId, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { tabsFit } from './view-tabs';

export interface ViewTab<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  value: V;
  onChange: (value: V) => void;
  /** The tabs' name (the select's label when they do not fit). */
  label: string;
  tabs: readonly ViewTab<V>[];
  sx?: SxProps<Theme>;
}

/**
 * The views of a page as tabs, or, when the tabs do not fit the page's width (a phone, a long
 * translation), as a select: every view stays in sight instead of behind a scroll arrow. Use it
 * wherever a page's tabs may not fit.
 */
export function ViewTabs<V extends string>({ value, onChange, label, tabs, sx }: Props<V>) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // The width the tabs took when last shown, to go back to them once the page is that wide.
  const needed = useRef(0);
  const [asSelect, setAsSelect] = useState(false);
  // Other labels (another language) take another width: the tabs are measured again.
  const labels = tabs.map((tab) => tab.label).join('\n');
  const [measuredLabels, setMeasuredLabels] = useState(labels);
  if (measuredLabels !== labels) {
    setMeasuredLabels(labels);
    setAsSelect(false);
  }

  // Before the browser paints: tabs that do not fit never show.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const measure = () => {
      const available = el.clientWidth;
      if (asSelect) {
        if (tabsFit(needed.current, available)) setAsSelect(false);
        return;
      }
      const list = el.querySelector<HTMLElement>('[role="tablist"]');
      if (!list) return;
      needed.current = list.scrollWidth;
      if (!tabsFit(needed.current, available)) setAsSelect(true);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [asSelect, labels]);

  return (
    <Box ref={box} sx={sx ?? {}}>
      {asSelect ? (
        <TextField
          id={id}
          select
          fullWidth
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value as V)}
          slotProps={{ select: { native: true } }}
        >
          {tabs.map((tab) => (
            <option key={tab.value} value={tab.value}>
              {tab.label}
            </option>
          ))}
        </TextField>
      ) : (
        <Tabs value={value} onChange={(_, next: V) => onChange(next)} aria-label={label}>
          {tabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} />
          ))}
        </Tabs>
      )}
    </Box>
  );
}
