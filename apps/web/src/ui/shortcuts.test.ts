import { describe, expect, it } from 'vitest';
import { matchesShortcut, parseShortcut, type KeyPress } from './shortcuts';

describe('parseShortcut (SPEC §5: exactly one non-modifier key)', () => {
  it.each([
    ['ALT+S', { alt: true, ctrl: false, shift: false, key: 's' }],
    ['alt+s', { alt: true, ctrl: false, shift: false, key: 's' }],
    ['CTRL+SHIFT+F2', { alt: false, ctrl: true, shift: true, key: 'f2' }],
    [' Ctrl + Enter ', { alt: false, ctrl: true, shift: false, key: 'enter' }],
    ['SHIFT+1', { alt: false, ctrl: false, shift: true, key: '1' }],
    ['CONTROL+ESC', { alt: false, ctrl: true, shift: false, key: 'escape' }],
    ['ALT+UP', { alt: true, ctrl: false, shift: false, key: 'arrowup' }],
    ['CTRL++', { alt: false, ctrl: true, shift: false, key: '+' }],
    ['Delete', { alt: false, ctrl: false, shift: false, key: 'delete' }],
  ])('%j → %j', (text, expected) => {
    expect(parseShortcut(text)).toEqual(expected);
  });

  it.each([
    '', // no key
    'ALT', // only a modifier
    'ALT+CTRL', // only modifiers
    'ALT+S+D', // two non-modifier keys
    'S+D',
    'ALT+ALT+S', // a modifier twice
    'ALT++S',
    'ALT+',
    '+S',
  ])('%j → null', (text) => {
    expect(parseShortcut(text)).toBeNull();
  });
});

const press = (over: Partial<KeyPress>): KeyPress => ({
  key: '',
  code: '',
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  metaKey: false,
  ...over,
});

describe('matchesShortcut', () => {
  const altS = parseShortcut('ALT+S')!;
  it.each<[string, Partial<KeyPress>, boolean]>([
    ['ALT+S', { key: 's', code: 'KeyS', altKey: true }, true],
    ['ALT+S on a Mac keyboard', { key: 'ß', code: 'KeyS', altKey: true }, true],
    ['S alone', { key: 's', code: 'KeyS' }, false],
    ['ALT+SHIFT+S', { key: 'S', code: 'KeyS', altKey: true, shiftKey: true }, false],
    ['CTRL+ALT+S', { key: 's', code: 'KeyS', altKey: true, ctrlKey: true }, false],
    ['ALT+META+S', { key: 's', code: 'KeyS', altKey: true, metaKey: true }, false],
    ['ALT+D', { key: 'd', code: 'KeyD', altKey: true }, false],
  ])('%s → %s', (_name, over, expected) => {
    expect(matchesShortcut(altS, press(over))).toBe(expected);
  });

  it('matches named keys and digits on the number pad', () => {
    expect(
      matchesShortcut(parseShortcut('CTRL+ENTER')!, press({ key: 'Enter', code: 'Enter', ctrlKey: true })),
    ).toBe(true);
    expect(
      matchesShortcut(parseShortcut('SHIFT+1')!, press({ key: '!', code: 'Digit1', shiftKey: true })),
    ).toBe(true);
    expect(matchesShortcut(parseShortcut('ALT+2')!, press({ key: '2', code: 'Numpad2', altKey: true }))).toBe(
      true,
    );
    expect(matchesShortcut(parseShortcut('ESC')!, press({ key: 'Escape', code: 'Escape' }))).toBe(true);
  });
});
