import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../ui/visually-hidden';
import { useRouteTitle } from './use-route-title';

/**
 * Says the new page's title politely after each navigation inside the app (not on the first
 * page load, which the screen reader reads itself), as a page load would.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const title = useRouteTitle();
  const [message, setMessage] = useState('');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== pathname) setMessage(title ?? '');
    shown.current = pathname;
  }, [pathname, title]);
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-atomic="true"
      sx={visuallyHidden}
      data-testid="route-announcer"
    >
      {message}
    </Box>
  );
}
