import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from '@lonportal/domain/access/route-table';
import sv from '../i18n/sv.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import pl from '../i18n/pl.json';
import { MENU_ROUTES } from './shell/menu';
import { isImplemented } from './route-pages';
import { LOGIN_ROUTE_ID, NOT_FOUND_ROUTE_ID, routeTitleKey } from './route-titles';

// Every route sets document.title, in every language; the menu's names tell its entries
// apart (the print view of the time report is not a second "Tidrapport").

const LANGUAGES = { sv, en, fr, pl };
const text = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('route titles', () => {
  const ids = [...ROUTE_NAMES, LOGIN_ROUTE_ID, NOT_FOUND_ROUTE_ID];

  it.each(Object.entries(LANGUAGES))('every route has a title in %s', (_, tree) => {
    for (const id of ids) {
      const key = routeTitleKey(id);
      expect(key, id).not.toBeNull();
      expect(text(tree, key!), `${id}: ${key}`).toEqual(expect.any(String));
    }
  });

  it('a route whose page is not built is titled as the not-found page it shows', () => {
    for (const name of ROUTE_NAMES.filter((n) => !isImplemented(n)))
      expect(routeTitleKey(name)).toBe('notFound.title');
    expect(routeTitleKey('Tidrapport')).toBe('timeReport.page.title');
  });

  it('layouts and redirects have no title of their own', () => {
    expect(routeTitleKey('session')).toBeNull();
    expect(routeTitleKey('0-1')).toBeNull();
  });

  it.each(Object.entries(LANGUAGES))('the built pages have distinct titles in %s', (_, tree) => {
    const titles = ROUTE_NAMES.filter(isImplemented).map((name) => text(tree, routeTitleKey(name)!));
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('menu names', () => {
  it.each(Object.entries(LANGUAGES))('are distinct in %s', (_, tree) => {
    const names = MENU_ROUTES.map((route) => text(tree, `menu.${route}`));
    expect(names.every((n) => typeof n === 'string' && n.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});
