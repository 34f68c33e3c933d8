import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

// The screen widths the layouts change at. Every one of them answers, while React takes a page the
// server painted over (ADR 0024), with the width the server laid the page out for (the theme's
// `ssrMatchMedia`), and then with the screen's own: a phone-sized window on a desktop browser, or a
// tablet the server took for a phone, re-renders what differs instead of failing the hydration and
// rendering the whole page anew (`noSsr` asked the screen during hydration; ADR 0024).

/** Wide enough for the permanent navigation drawer (md and up). */
export const useWideScreen = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));

/** The phone layout of the time pages and their approval (below md): cards instead of tables. */
export const usePhoneLayout = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

/** A phone's own width (below sm): dialogs full-screen, the month grid compact. */
export const useNarrowScreen = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/** Room for a page's own navigation beside its content (lg and up): the registers' list of registers. */
export const useLargeScreen = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
