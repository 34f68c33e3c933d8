import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

interface Props {
  /** The region's name, read while it scrolls (the table's name does well). */
  label: string;
  /** Framed as an outlined paper (a table on a page), or plain (a table in a dialog). */
  outlined?: boolean;
  children: ReactNode;
}

/** Whether the element's content is wider or taller than the element, kept up to date. */
function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () =>
      setOverflows(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of Array.from(el.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * A box whose content may scroll sideways, such as a wide table on a phone. While its content
 * does not fit it is a named region in the tab order, so a keyboard user can reach it and scroll
 * it with the arrow keys (WCAG 2.1.1; axe "scrollable-region-focusable").
 */
export function ScrollRegion({ label, outlined = false, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(ref);
  const scrollable = overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  const sx = {
    width: '100%',
    overflowX: 'auto',
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  } as const;
  return outlined ? (
    <Paper ref={ref} variant="outlined" sx={sx} {...scrollable}>
      {children}
    </Paper>
  ) : (
    <Box ref={ref} sx={sx} {...scrollable}>
      {children}
    </Box>
  );
}
