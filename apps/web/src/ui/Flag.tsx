import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { LANGUAGE_FLAGS } from '@lonportal/domain/constants';

/** A country code of SPEC §9's language flags (se, us, fr, pl). */
export type FlagCountry = (typeof LANGUAGE_FLAGS)[keyof typeof LANGUAGE_FLAGS];

// Drawn inline: emoji flags are missing from many desktop fonts, and these need no request.
const FLAGS: Record<FlagCountry, ReactNode> = {
  se: (
    <>
      <rect width="24" height="16" fill="#006aa7" />
      <rect x="7" width="3" height="16" fill="#fecc02" />
      <rect y="6.5" width="24" height="3" fill="#fecc02" />
    </>
  ),
  us: (
    <>
      <rect width="24" height="16" fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={(i * 2 * 16) / 13} width="24" height={16 / 13} fill="#b22234" />
      ))}
      <rect width="10" height={(7 * 16) / 13} fill="#3c3b6e" />
    </>
  ),
  fr: (
    <>
      <rect width="8" height="16" fill="#002654" />
      <rect x="8" width="8" height="16" fill="#fff" />
      <rect x="16" width="8" height="16" fill="#ce1126" />
    </>
  ),
  pl: (
    <>
      <rect width="24" height="8" fill="#fff" />
      <rect y="8" width="24" height="8" fill="#dc143c" />
    </>
  ),
};

/** A small decorative flag; the text beside it carries the meaning. */
export function Flag({ country }: { country: FlagCountry }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 16"
      aria-hidden="true"
      focusable="false"
      sx={{
        width: 24,
        height: 16,
        flex: 'none',
        borderRadius: '2px',
        boxShadow: '0 0 0 1px rgba(0,0,0,0.25)',
      }}
    >
      {FLAGS[country]}
    </Box>
  );
}
