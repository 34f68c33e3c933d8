import { describe, expect, it } from 'vitest';
import { enterKeyAction, inTabOrder, type EnterTarget } from './form-keyboard';

const input: EnterTarget = { tagName: 'INPUT', type: 'text' };

describe('enterKeyAction (SPEC §2.1: Enter moves to the next field, Shift reverses)', () => {
  it.each<[string, EnterTarget, { index: number; count: number; shift: boolean }, string]>([
    ['first of three', input, { index: 0, count: 3, shift: false }, 'next'],
    ['middle', input, { index: 1, count: 3, shift: false }, 'next'],
    ['last field submits', input, { index: 2, count: 3, shift: false }, 'submit'],
    ['only field submits', input, { index: 0, count: 1, shift: false }, 'submit'],
    ['Shift goes back', input, { index: 2, count: 3, shift: true }, 'previous'],
    ['Shift on the first stays', input, { index: 0, count: 3, shift: true }, 'none'],
    [
      'a checkbox moves on',
      { tagName: 'INPUT', type: 'checkbox' },
      { index: 0, count: 2, shift: false },
      'next',
    ],
    [
      'a textarea keeps its new line',
      { tagName: 'TEXTAREA' },
      { index: 0, count: 2, shift: false },
      'native',
    ],
    ['a button keeps its click', { tagName: 'BUTTON' }, { index: -1, count: 2, shift: false }, 'native'],
    ['a submit input', { tagName: 'INPUT', type: 'submit' }, { index: -1, count: 2, shift: false }, 'native'],
    ['a link', { tagName: 'A' }, { index: -1, count: 2, shift: false }, 'native'],
    ['an open menu chooses', { ...input, expanded: true }, { index: 0, count: 2, shift: false }, 'native'],
    ['rich text', { tagName: 'DIV', contentEditable: true }, { index: 0, count: 2, shift: false }, 'native'],
    ['not a field of the form', input, { index: -1, count: 2, shift: false }, 'native'],
  ])('%s → %s', (_name, target, place, expected) => {
    expect(enterKeyAction(target, place)).toBe(expected);
  });
});

describe('inTabOrder', () => {
  it('puts positive tabIndex first, ascending, then DOM order', () => {
    const els = [
      { id: 'a', tabIndex: 0 },
      { id: 'b', tabIndex: 2 },
      { id: 'c', tabIndex: 0 },
      { id: 'd', tabIndex: 1 },
      { id: 'e', tabIndex: -1 },
    ];
    expect(inTabOrder(els).map((e) => e.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});
