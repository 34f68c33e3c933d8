// The translation files' cuts, for vite.config.ts: `./sv.json?login` and `./sv.json?login-panels`
// read as the parts of the file the login page shows; `?app` as every page's texts but the staffing
// pages', the registers' and the payslips', which `?staffing`, `?registers` and `?payslips` hold.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
/**
 * The translations the login page shows at once (`?login`): its own texts, the global notices, the
 * error and validation texts, the route error and not-found pages. A key path takes that section or
 * sub-section whole.
 */
const LOGIN_TEXTS: readonly string[] = [
  'Auth',
  'app',
  // The BankID panel's first line, shown while its code loads (the login page's largest paint).
  'bankid.intro',
  'bankid.introApp',
  'common',
  'errors',
  'global',
  'install.button',
  'install.stores',
  'install.title',
  'language',
  'login',
  'notFound',
  'roles',
  'routeError',
  'sms',
  'terms',
  'ui',
  'validation',
];

/**
 * Parts of those sections only logged-in pages show (the time report's and the administration
 * forms' field texts): they come with the rest of the translations after login.
 */
const LOGIN_TEXTS_LEFT_OUT: readonly string[] = [
  'validation.timeEntry',
  'validation.punch',
  'validation.user',
  'validation.reminder',
  'validation.renumber',
  'validation.reopenNothing',
  'validation.register',
  'validation.staffing',
  'validation.compensation',
  'validation.absence',
  'validation.travel',
  'validation.child',
];

/** The texts of the login page's parts that load when shown (`?login-panels`): BankID, the install guide. */
const LOGIN_PANEL_TEXTS: readonly string[] = ['bankid', 'install.guide'];

/**
 * The sections only the staffing pages and the schedule show (`?staffing`): they load with those
 * pages, not with every page's texts (`?app`, the file without them), which every page's first
 * paint downloads.
 */
const STAFFING_TEXTS: readonly string[] = ['staffing', 'schedule'];
/** The registers' texts (`?registers`): only the administration's registers and companies show them. */
const REGISTER_TEXTS: readonly string[] = ['registers'];
/** The payslips' texts (`?payslips`): only /lonebesked shows them. */
const PAYSLIP_TEXTS: readonly string[] = ['payslips'];
/** The sections that load with their pages (i18n.ts), left out of `?app`. */
const PAGE_TEXTS: readonly string[] = [...STAFFING_TEXTS, ...REGISTER_TEXTS, ...PAYSLIP_TEXTS];

const CUTS: Readonly<Record<string, readonly string[]>> = {
  login: LOGIN_TEXTS,
  'login-panels': LOGIN_PANEL_TEXTS,
  staffing: STAFFING_TEXTS,
  registers: REGISTER_TEXTS,
  payslips: PAYSLIP_TEXTS,
};

/** The parts of `all` named by `paths` (dotted key paths), in the same shape. */
function pick(all: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const keyPath of paths) {
    const keys = keyPath.split('.');
    let from: unknown = all;
    for (const key of keys) from = (from as Record<string, unknown> | undefined)?.[key];
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
    into[keys.at(-1)!] = from;
  }
  return picked;
}

/** Removes the parts named by `paths` (dotted key paths) from `texts`. */
function omit(texts: Record<string, unknown>, paths: readonly string[]): void {
  for (const keyPath of paths) {
    const keys = keyPath.split('.');
    const parent = keys
      .slice(0, -1)
      .reduce<Record<string, unknown> | undefined>(
        (node, key) => node?.[key] as Record<string, unknown> | undefined,
        texts,
      );
    if (parent) delete parent[keys.at(-1)!];
  }
}

/**
 * `./sv.json?login` and `./sv.json?login-panels`: the translation file cut to what the login page
 * needs, so the entry does not carry every page's texts (src/i18n/i18n.ts loads the
 * rest). The files stay whole (one per language, the same keys); the cut is made here, when read.
 */
export function loginTranslations(): Plugin {
  return {
    name: 'lonportal:login-translations',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      const paths = query !== undefined && Object.hasOwn(CUTS, query) ? CUTS[query] : undefined;
      if (!file?.endsWith('.json') || !(paths || query === 'app')) return null;
      this.addWatchFile(file);
      const all = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      if (query === 'app') {
        omit(all, PAGE_TEXTS);
        return { code: `export default ${JSON.stringify(all)};`, moduleType: 'js' };
      }
      const cut = pick(all, paths!);
      if (query === 'login') omit(cut, LOGIN_TEXTS_LEFT_OUT);
      return { code: `export default ${JSON.stringify(cut)};`, moduleType: 'js' };
    },
  };
}
