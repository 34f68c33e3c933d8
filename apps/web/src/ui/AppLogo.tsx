import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The portal's mark (the drawing of the app's icons in public/icons), drawn inline. As an `<img>` of
 * an SVG file every page made the browser build an SVG document of its own for it: a task on a
 * phone's main thread while the page starts (total blocking time). For the same reason
 * the tab's icon and the manifest's are bitmaps.
 */
export function AppLogo({ size, sx }: { size: number; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      sx={[{ flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <rect width="64" height="64" rx="14" fill="#1d4f91" />
      <rect x="14" y="16" width="36" height="34" rx="4" fill="#ffffff" />
      <rect x="14" y="16" width="36" height="9" rx="4" fill="#fecc02" />
      <rect x="14" y="21" width="36" height="4" fill="#fecc02" />
      <path
        d="M21 36l7 7 15-15"
        fill="none"
        stroke="#1d4f91"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Box>
  );
}
