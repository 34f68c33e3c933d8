import { useEffect, useRef, useState } from 'react';
import { visibleRows } from './planner-grid';

/**
 * The rows of a scrolled box to render: those in view and a few around (planner-grid's
 * visibleRows), measured as the box scrolls and resizes, at most once a frame, and rendered anew
 * only when that range changes. A grid of 500 people renders some twenty rows, so it opens and
 * scrolls as lightly as a short one.
 */
export function useRowWindow(offsets: readonly number[], headerHeight: number) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(offsets);
  latest.current = offsets;
  const [range, setRange] = useState(() => visibleRows(offsets, 0, 800));
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = visibleRows(latest.current, Math.max(0, el.scrollTop - headerHeight), el.clientHeight);
        setRange((now) => (now.start === next.start && now.end === next.end ? now : next));
      });
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [headerHeight, offsets]);
  return { ref, ...range };
}
