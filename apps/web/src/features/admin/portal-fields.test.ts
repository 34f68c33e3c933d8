import { describe, expect, it } from 'vitest';
import { RESE_BERAKNINGAR } from '@lonportal/domain/admin/portal-settings';
import sv from '../../i18n/sv.json';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import pl from '../../i18n/pl.json';
import { EXPLAINED_SWITCHES, SETTING_GROUPS } from './portal-fields';

// Every company switch on /admin/portal has its words in each language: its label and help, its
// choices, and what a change does (the confirmation, ADR 0022), who computes the trips (ADR 0027)
// among them.
type Tree = { [key: string]: string | Tree };
const at = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

describe('the company switches on /admin/portal', () => {
  const switches = SETTING_GROUPS.flatMap((g) => (g.company ? g.settings : []));

  it('offer who computes the trips for payroll, explained when changed', () => {
    expect(switches).toContainEqual({ name: 'Company.ReseBerakning', text: 'ReseBerakning', kind: 'select' });
    expect(EXPLAINED_SWITCHES).toContain('ReseBerakning');
  });

  it.each([
    ['sv', sv],
    ['en', en],
    ['fr', fr],
    ['pl', pl],
  ] as const)('are worded in %s, each choice of who computes the trips too', (_, texts) => {
    const keys = [
      ...switches.flatMap((s) => [
        `admin.portal.fields.${s.text}.label`,
        `admin.portal.fields.${s.text}.help`,
      ]),
      ...RESE_BERAKNINGAR.flatMap((v) => [
        `admin.portal.options.ReseBerakning.${v}`,
        `admin.portal.consequences.ReseBerakning.${v}`,
      ]),
    ];
    expect(keys.filter((key) => typeof at(texts as Tree, key) !== 'string')).toEqual([]);
  });
});
