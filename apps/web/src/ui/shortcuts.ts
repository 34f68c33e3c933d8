// Keyboard shortcuts written as ALT, CTRL or SHIFT plus one key (SPEC §2.1, §5 Shortcuts).

export interface Shortcut {
  alt: boolean;
  ctrl: boolean;
  shift: boolean;
  /** The one non-modifier key, lower case: 's', '1', 'enter', 'arrowup', 'f2'. */
  key: string;
}

const MODIFIERS: Record<string, 'alt' | 'ctrl' | 'shift'> = {
  ALT: 'alt',
  CTRL: 'ctrl',
  CONTROL: 'ctrl',
  SHIFT: 'shift',
};

// Short names people write for keys whose KeyboardEvent.key is longer.
const ALIASES: Record<string, string> = {
  esc: 'escape',
  del: 'delete',
  ins: 'insert',
  up: 'arrowup',
  down: 'arrowdown',
  left: 'arrowleft',
  right: 'arrowright',
  space: ' ',
  plus: '+',
  return: 'enter',
};

/**
 * Parses 'ALT+S', 'CTRL+SHIFT+F2', 'Enter'; null unless it has exactly one non-modifier key
 * (SPEC §5 Shortcuts) and no modifier twice.
 */
export function parseShortcut(text: string): Shortcut | null {
  const parts = text.split('+').map((p) => p.trim());
  // 'CTRL++' names the plus key: the split leaves two empty parts at the end.
  if (parts.length >= 3 && parts.at(-1) === '' && parts.at(-2) === '') parts.splice(-2, 2, 'plus');
  const shortcut: Shortcut = { alt: false, ctrl: false, shift: false, key: '' };
  for (const part of parts) {
    if (part === '') return null;
    const modifier = MODIFIERS[part.toUpperCase()];
    if (modifier) {
      if (shortcut[modifier]) return null;
      shortcut[modifier] = true;
    } else {
      if (shortcut.key) return null;
      const lower = part.toLowerCase();
      shortcut.key = ALIASES[lower] ?? lower;
    }
  }
  return shortcut.key ? shortcut : null;
}

/** The parts of a keydown event that a shortcut compares. */
export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

/** The key a press means: letters and digits by their place (ALT+S gives 'ß' on a Mac), else its name. */
function pressedKey(press: KeyPress): string {
  const letter = /^Key([A-Z])$/.exec(press.code);
  if (letter?.[1]) return letter[1].toLowerCase();
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(press.code);
  if (digit?.[1]) return digit[1];
  return press.key.toLowerCase();
}

/** True when the key press is exactly the shortcut (no extra modifier held). */
export function matchesShortcut(shortcut: Shortcut, press: KeyPress): boolean {
  return (
    !press.metaKey &&
    press.altKey === shortcut.alt &&
    press.ctrlKey === shortcut.ctrl &&
    press.shiftKey === shortcut.shift &&
    pressedKey(press) === shortcut.key
  );
}
