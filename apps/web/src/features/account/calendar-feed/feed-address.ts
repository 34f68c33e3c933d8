// Pure helpers of the calendar feed section (DOMAIN §15): the QR code as an image address, and
// copying the feed address with a fallback for browsers without the clipboard API.

/**
 * The QR code's SVG document as a `data:` URL for an `<img>`: shown as an image, never put into the
 * page's markup, so nothing in the answer can run as part of the page.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.trim())}`;
}

/** The part of `navigator.clipboard` used here (missing outside secure contexts and in old browsers). */
export interface ClipboardWriter {
  writeText: (text: string) => Promise<void>;
}

/** What copying did: the text is on the clipboard, or it is selected for the user to copy. */
export type CopyOutcome = 'copied' | 'selected';

/**
 * Puts `text` on the clipboard; where the browser has no clipboard or refuses (no permission, not
 * a secure context), selects the text on screen instead so the user can copy it themselves.
 */
export async function copyOrSelect(
  text: string,
  clipboard: ClipboardWriter | undefined,
  select: () => void,
): Promise<CopyOutcome> {
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return 'copied';
    } catch {
      // Refused: fall back to the selection below.
    }
  }
  select();
  return 'selected';
}
