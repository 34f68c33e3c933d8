// The element rules of PAXml 2.0 for what a time transfer writes, as a table a parsed document is
// checked against element by element. Source: the paxml.se 2.0 schema (paxml.xsd) as described in
// DOMAIN.md §12 — the elements and attributes it lists, in the order of the real files its C# classes
// were generated from (index id 3672250794). The official XSD cannot be downloaded here, so these
// rules stand in for it; elements of PAXml this product never writes are allowed where the schema
// has them but not described further.
import type { Element } from '@xmldom/xmldom';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const HOURS = /^-?\d+\.\d{2}$/;
const NON_EMPTY = /\S/;

interface ElementRule {
  /** Child elements in schema order: [name, min, max]. */
  children?: readonly (readonly [string, number, number])[];
  /** Attributes: name → [required, pattern]. */
  attributes?: Readonly<Record<string, readonly [boolean, RegExp]>>;
  /** A text-only element's content. */
  text?: RegExp;
  /** Rules across children that a sequence cannot say. */
  check?: (el: Element) => string[];
}

const MANY = Number.POSITIVE_INFINITY;
/** Elements of the schema this product does not write: present in the sequence, not described. */
const OPAQUE: ElementRule = {};

export const PAXML_RULES: Readonly<Record<string, ElementRule>> = {
  paxml: {
    attributes: {
      'xmlns:xsi': [true, /^http:\/\/www\.w3\.org\/2001\/XMLSchema-instance$/],
      'xsi:noNamespaceSchemaLocation': [true, /^http:\/\/www\.paxml\.se\/2\.\d\/paxml\.xsd$/],
    },
    children: [
      ['header', 1, 1],
      ['dimensioner', 0, 1],
      ['resultatenheter', 0, 1],
      ['koder', 0, 1],
      ['resetransaktioner', 0, 1],
      ['tidtransaktioner', 0, 1],
      ['lonetransaktioner', 0, 1],
      ['schematransaktioner', 0, 1],
      ['personal', 0, 1],
      ['loneutbetalning', 0, 1],
      ['saldon', 0, 1],
    ],
  },
  // DOMAIN §12: header is required, with at least `version`.
  header: {
    children: [
      ['format', 0, 1],
      ['version', 1, 1],
      ['datum', 0, 1],
      ['nyexport', 0, 1],
      ['foretagid', 0, 1],
      ['foretagorgnr', 0, 1],
      ['foretagnamn', 0, 1],
      ['programnamn', 0, 1],
    ],
  },
  'header/format': { text: /^LÖNIN$/ },
  'header/version': { text: /^2\.\d$/ },
  'header/datum': { text: DATE_TIME },
  'header/foretagid': { text: NON_EMPTY },
  'header/foretagorgnr': { text: /^\d{6}-\d{4}$/ },
  'header/foretagnamn': { text: NON_EMPTY },
  'header/programnamn': { text: NON_EMPTY },
  'header/nyexport': {
    attributes: { datum: [false, ISO_DATE], datumfrom: [false, ISO_DATE], datumtom: [false, ISO_DATE] },
  },
  tidtransaktioner: {
    children: [
      ['tidtrans', 0, MANY],
      ['attesterat', 0, MANY],
      ['klar', 0, MANY],
    ],
  },
  'tidtransaktioner/tidtrans': {
    attributes: { anstid: [true, NON_EMPTY], postid: [false, NON_EMPTY], persnr: [false, /^\d{10,12}$/] },
    children: [
      ['tidkod', 1, 1],
      ['datum', 0, 1],
      ['datumfrom', 0, 1],
      ['datumtom', 0, 1],
      ['starttid', 0, 1],
      ['sluttid', 0, 1],
      ['timmar', 0, 1],
      ['omfattning', 0, 1],
      ['barn', 0, 1],
      ['semgrund', 0, 1],
      ['resenheter', 0, 1],
    ],
    check: (el) => {
      const has = (n: string) => childElements(el).some((c) => c.tagName === n);
      const out: string[] = [];
      if (has('datum') === (has('datumfrom') || has('datumtom')))
        out.push('a date or a from/to range, not both');
      if (has('datumfrom') !== has('datumtom')) out.push('datumfrom and datumtom together');
      // DOMAIN §12 usage rule: hours only on single dates; for a range use omfattning.
      if (has('timmar') && !has('datum')) out.push('hours only on a single date');
      if (has('starttid') !== has('sluttid')) out.push('starttid and sluttid together');
      return out;
    },
  },
  'tidtrans/tidkod': { text: NON_EMPTY },
  'tidtrans/datum': { text: ISO_DATE },
  'tidtrans/datumfrom': { text: ISO_DATE },
  'tidtrans/datumtom': { text: ISO_DATE },
  'tidtrans/starttid': { text: DATE_TIME },
  'tidtrans/sluttid': { text: DATE_TIME },
  'tidtrans/timmar': { text: HOURS },
  'tidtrans/omfattning': { text: /^\d+(\.\d+)?$/ },
  'tidtrans/barn': { text: NON_EMPTY },
  'tidtrans/semgrund': { text: /^(true|false|0|1)$/ },
  resenheter: { children: [['resenhet', 1, MANY]] },
  'resenheter/resenhet': { attributes: { dim: [true, /^[1-6]$/], id: [true, NON_EMPTY] } },
  ...Object.fromEntries(
    (['attesterat', 'klar'] as const).map((m) => [
      `tidtransaktioner/${m}`,
      {
        attributes: {
          anstid: [true, NON_EMPTY],
          persnr: [false, /^\d{10,12}$/],
          postid: [false, NON_EMPTY],
          datum: [false, ISO_DATE],
          datumfrom: [false, ISO_DATE],
          datumtom: [false, ISO_DATE],
        },
      } satisfies ElementRule,
    ]),
  ),
  schematransaktioner: { children: [['schema', 1, MANY]] },
  'schematransaktioner/schema': {
    attributes: { anstid: [true, NON_EMPTY], persnr: [false, /^\d{10,12}$/] },
    children: [['dag', 1, MANY]],
  },
  'schema/dag': {
    attributes: {
      datum: [true, ISO_DATE],
      starttid: [false, TIME],
      sluttid: [false, TIME],
      timmar: [false, HOURS],
    },
  },
  dimensioner: OPAQUE,
  resultatenheter: OPAQUE,
  koder: OPAQUE,
  resetransaktioner: OPAQUE,
  lonetransaktioner: OPAQUE,
  personal: OPAQUE,
  loneutbetalning: OPAQUE,
  saldon: OPAQUE,
};

export function childElements(el: Element): Element[] {
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) out.push(n as Element);
  return out;
}

/** The rule of an element: by parent/name first, else by name. */
function ruleOf(el: Element): ElementRule | undefined {
  const parent = el.parentNode && el.parentNode.nodeType === 1 ? (el.parentNode as Element).tagName : '';
  return PAXML_RULES[`${parent}/${el.tagName}`] ?? PAXML_RULES[el.tagName];
}

/** Every way `el` and its descendants break the rules, as "path: problem". */
export function paxmlViolations(el: Element, path = el.tagName): string[] {
  const rule = ruleOf(el);
  if (!rule) return [`${path}: element not in PAXml 2.0`];
  if (rule === OPAQUE) return [];
  const out: string[] = [];
  const attrs = rule.attributes ?? {};
  for (let i = 0; i < el.attributes.length; i++) {
    const a = el.attributes.item(i)!;
    const def = attrs[a.name];
    if (!def) out.push(`${path}/@${a.name}: attribute not allowed`);
    else if (!def[1].test(a.value))
      out.push(`${path}/@${a.name}: "${a.value}" does not match ${String(def[1])}`);
  }
  for (const [name, [required]] of Object.entries(attrs))
    if (required && !el.hasAttribute(name)) out.push(`${path}/@${name}: required`);

  const kids = childElements(el);
  if (rule.text) {
    if (kids.length > 0) out.push(`${path}: text-only element has children`);
    if (!rule.text.test(el.textContent ?? ''))
      out.push(`${path}: "${el.textContent}" does not match ${String(rule.text)}`);
    return out;
  }
  for (let n = el.firstChild; n; n = n.nextSibling)
    if (n.nodeType === 3 && (n.nodeValue ?? '').trim() !== '') out.push(`${path}: unexpected text`);
  // The children as a sequence: each in schema order, within its min/max.
  const seq = rule.children ?? [];
  let at = 0;
  for (const [name, min, max] of seq) {
    let count = 0;
    while (at < kids.length && kids[at]!.tagName === name) {
      count++;
      at++;
    }
    if (count < min) out.push(`${path}: needs ${min} <${name}>, has ${count}`);
    if (count > max) out.push(`${path}: at most ${max} <${name}>, has ${count}`);
  }
  if (at < kids.length) out.push(`${path}: <${kids[at]!.tagName}> not allowed here (order or element)`);
  out.push(...(rule.check?.(el) ?? []).map((p) => `${path}: ${p}`));
  kids.forEach((k, i) => out.push(...paxmlViolations(k, `${path}/${k.tagName}[${i}]`)));
  return out;
}
