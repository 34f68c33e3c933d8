import { createTheme, type Theme } from '@mui/material/styles';
import type { UserAppSettings } from '@lonportal/domain/auth/schemas';
import { serverMatchMedia } from './server-viewport';

export type ThemeMode = 'light' | 'dark';

/** UserAppSettings.Theme ('white' | 'dark') as MUI's palette mode. */
export const themeModeOf = (theme: UserAppSettings['Theme']): ThemeMode =>
  theme === 'dark' ? 'dark' : 'light';

// System fonts: nothing to download, and the CSP allows fonts from our own origin only.
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const fixedPopper = { strategy: 'fixed' } as const;

/** The app's Material theme in light or dark. */
export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#1d4f91' : '#8ab4f8' },
      secondary: { main: mode === 'light' ? '#8a5a00' : '#fecc02' },
      // MUI's dark-mode red (#f44336) is under 4.5:1 on the dark paper; this one reads at about 7:1.
      ...(mode === 'dark' ? { error: { main: '#ff8a80' } } : {}),
      background:
        mode === 'light'
          ? { default: '#f3f5f9', paper: '#ffffff' }
          : { default: '#121417', paper: '#1c1f24' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
    // Menus, select lists, suggestion lists and tooltips open where they are used, not at the end of
    // the page: so they sit inside the landmark of the control that opened them (the banner, the
    // navigation, the main content or a dialog) and no content is outside a landmark (axe
    // "region"). They are positioned fixed, so no scrolling box clips them.
    components: {
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: serverMatchMedia } },
      MuiPopover: { defaultProps: { disablePortal: true } },
      MuiPopper: { defaultProps: { disablePortal: true, popperOptions: fixedPopper } },
      MuiAutocomplete: { defaultProps: { disablePortal: true } },
      MuiTooltip: {
        defaultProps: { slotProps: { popper: { disablePortal: true, popperOptions: fixedPopper } } },
      },
    },
  });
}
