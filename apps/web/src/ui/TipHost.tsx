import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Popper from '@mui/material/Popper';
import { alpha } from '@mui/material/styles';

// The tooltips of the buttons a list repeats on every row (a time report's days and rows, the
// punches): one host per page shows the tooltip of the button under the mouse or under keyboard
// focus, named by the button's `data-tip`. A MUI Tooltip for each was a component with state,
// a popper and listeners, rendered and then rendered again as it mounted (it keeps its child's
// node in state): on a month's time report some thirty of them, a long task on a phone
// (total blocking time). Touch shows none, as with MUI's (the button's name is its
// aria-label).

const TIP = 'data-tip';
/** MUI's Tooltip's delay before it shows on hover. */
const SHOW_AFTER_MS = 100;

/** The props that give an element the tooltip `title`, shown by the page's TipHost. */
export const tipProps = (title: string): Record<typeof TIP, string> => ({ [TIP]: title });

const tipped = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(`[${TIP}]`) : null;

/** Shows the tooltip of the element with `data-tip` under the mouse or under keyboard focus. */
export function TipHost() {
  const [shown, setShown] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (element: HTMLElement | null, delay: number) => {
      clearTimeout(timer);
      if (element) timer = setTimeout(() => setShown(element), delay);
      else setShown(null);
    };
    const over = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') show(tipped(e.target), SHOW_AFTER_MS);
    };
    const out = (e: PointerEvent) => {
      if (e.relatedTarget === null) show(null, 0);
    };
    const focus = (e: FocusEvent) => {
      const element = tipped(e.target);
      if (element?.matches(':focus-visible')) show(element, 0);
    };
    const hide = () => show(null, 0);
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    const listeners: [string, (e: never) => void][] = [
      ['pointerover', over],
      ['pointerout', out],
      ['pointerdown', hide],
      ['focusin', focus],
      ['focusout', hide],
      ['keydown', key],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener);
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener);
    };
  }, []);
  const title = shown?.isConnected ? (shown.getAttribute(TIP) ?? '') : '';
  return (
    <Popper
      open={title !== ''}
      anchorEl={shown}
      placement="bottom"
      sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}
    >
      {/* The popper is the element with the tooltip role. */}
      <Box
        sx={(theme) => ({
          bgcolor: alpha(theme.palette.grey[700], 0.92),
          color: theme.palette.common.white,
          borderRadius: 1,
          px: 1,
          py: 0.5,
          mt: 1.75,
          maxWidth: 300,
          fontSize: theme.typography.pxToRem(11),
          fontWeight: theme.typography.fontWeightMedium,
          overflowWrap: 'break-word',
        })}
      >
        {title}
      </Box>
    </Popper>
  );
}
