import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme } from '@mui/material/styles';

export type Store = 'appStore' | 'playStore';

// Our own drawings, not the stores' artwork: a pictogram each, and the text from translations.
const GLYPHS: Record<Store, ReactNode> = {
  appStore: (
    <>
      <rect width="24" height="24" rx="5.5" fill="#0d84ff" />
      <path
        d="M9.2 16.5 12 7.5m2.8 9L12 7.5M8.4 13.6h7.2M6.5 18.5l1-1.6m10 1.6-1-1.6"
        stroke="#fff"
        strokeWidth="1.9"
        strokeLinecap="round"
        fill="none"
      />
    </>
  ),
  playStore: (
    <>
      <path d="M4.5 2.5v19l8.6-9.5z" fill="#4285f4" />
      <path d="M4.5 2.5l11.2 6.3-2.6 3.2z" fill="#34a853" />
      <path d="M4.5 21.5l11.2-6.3-2.6-3.2z" fill="#ea4335" />
      <path d="M15.7 8.8l4.3 2.4c.7.4.7 1.2 0 1.6l-4.3 2.4-2.6-3.2z" fill="#fbbc04" />
    </>
  ),
};

/**
 * A store download button (SPEC §2.3), black on a light page and white on a dark one, worded in
 * the interface language. Opens the store in a new tab.
 */
export function StoreBadge({ store, href }: { store: Store; href: string }) {
  const { t } = useTranslation();
  const dark = useTheme().palette.mode === 'dark';
  return (
    <ButtonBase
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t(`install.stores.${store}.label`)} ${t('login.opensInNewTab')}`}
      sx={{
        gap: 1.25,
        flex: '1 1 170px',
        maxWidth: 240,
        height: 52,
        px: 1.5,
        justifyContent: 'flex-start',
        borderRadius: 2,
        border: '1px solid #a6a6a6',
        bgcolor: dark ? '#fff' : '#000',
        color: dark ? '#000' : '#fff',
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        sx={{ width: 28, height: 28 }}
      >
        {GLYPHS[store]}
      </Box>
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <Box component="span" sx={{ fontSize: 11, lineHeight: 1.3, whiteSpace: 'nowrap' }}>
          {t(`install.stores.${store}.prefix`)}
        </Box>
        <Box component="span" sx={{ fontSize: 18, fontWeight: 600, lineHeight: 1.1, whiteSpace: 'nowrap' }}>
          {t(`install.stores.${store}.name`)}
        </Box>
      </Box>
    </ButtonBase>
  );
}
