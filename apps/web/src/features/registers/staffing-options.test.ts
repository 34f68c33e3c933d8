import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import sv from '../../i18n/sv.json';
import { staffingOptions } from './staffing-options';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'sv', resources: { sv: { translation: sv } }, interpolation: { escapeValue: false } });
const t = i18n.t.bind(i18n) as TFunction;

const register = [
  { code: 'DELEG', BenText: 'Delegering läkemedel', Stangd: false },
  { code: 'LYFT', BenText: 'Lyftutbildning', Stangd: true },
  { code: 'TRUCK', BenText: 'Truckkort', Stangd: false },
];

describe('the competences and properties a multi-select offers', () => {
  it('offers the open codes by name, and a closed one only to whoever holds it', () => {
    expect(staffingOptions(t, register, [])).toEqual([
      { value: 'DELEG', label: 'Delegering läkemedel' },
      { value: 'TRUCK', label: 'Truckkort' },
    ]);
    expect(staffingOptions(t, register, ['LYFT']).map((o) => o.label)).toEqual([
      'Delegering läkemedel',
      'Lyftutbildning (stängd)',
      'Truckkort',
    ]);
  });

  it('keeps a held code the register no longer has, by its code', () => {
    expect(staffingOptions(t, register, ['BORTA', 'TRUCK']).at(-1)).toEqual({
      value: 'BORTA',
      label: 'BORTA',
    });
    expect(staffingOptions(t, [], [])).toEqual([]);
  });
});
