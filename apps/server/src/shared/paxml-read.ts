// Reading a PAXml file from the payroll program (DOMAIN §12): refused unless it is within the size
// limit, has no document type (no entities to expand or files to fetch), and is valid under both
// official schemas; then its root element, and the helpers each area reads its part with (the
// registers' import, the payslips' pay runs).
import type { Document, Element } from '@xmldom/xmldom';
import { ApiError } from '../plugins/errors';
import { paxmlSchemaErrors } from './paxml-schema';

/** The first schema errors shown to the user: enough to find the fault, not the whole list. */
const ERRORS_SHOWN = 5;

/** The encoding the XML declaration names (the published samples are ISO-8859-1), UTF-8 without one. */
function decode(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const named = /^<\?xml[^>]*encoding=["']([^"']+)["']/i.exec(head)?.[1]?.toLowerCase();
  const encoding =
    named === 'iso-8859-1' || named === 'latin1' || named === 'windows-1252' ? 'windows-1252' : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}

/** The `<paxml>` element of a valid file, or a 4xx saying why it cannot be imported. */
export async function readPaxmlRoot(bytes: Uint8Array, maxBytes: number): Promise<Element> {
  if (bytes.byteLength > maxBytes)
    throw new ApiError('ImportTooLarge', { details: [{ Field: 'Innehall', Code: String(maxBytes) }] });
  const xml = decode(bytes);
  // PAXml has no document type; one can only declare entities to expand or files to fetch.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new ApiError('ImportFileInvalid', { details: [{ Field: 'Innehall', Code: 'doctype' }] });
  // The schemas are checked in worker threads while this thread parses the file: a large file's
  // parse takes seconds, and the two overlap. Nothing parsed is used unless both schemas pass.
  const checking = paxmlSchemaErrors(bytes);
  // Loaded with the first import, not with the server (ADR 0015).
  const { DOMParser } = await import('@xmldom/xmldom');
  let doc: Document | undefined;
  try {
    doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
  } catch {
    // Not well-formed: the schemas' errors below say where.
  }
  const errors = Object.entries(await checking).flatMap(([schema, list]) =>
    list.slice(0, ERRORS_SHOWN).map((message) => ({ Field: schema, Code: message.slice(0, 300) })),
  );
  if (errors.length > 0) throw new ApiError('ImportFileInvalid', { details: errors.slice(0, ERRORS_SHOWN) });
  const root = doc?.documentElement;
  if (!root || root.nodeName !== 'paxml')
    throw new ApiError('ImportFileInvalid', { details: [{ Field: 'Innehall', Code: 'root' }] });
  return root;
}

/** The child elements called `name`. */
export const children = (parent: Element | undefined, name: string): Element[] => {
  if (!parent) return [];
  const out: Element[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling)
    if (n.nodeType === 1 && n.nodeName === name) out.push(n as Element);
  return out;
};
export const child = (parent: Element | undefined, name: string) => children(parent, name)[0];
/** An element's text, trimmed; undefined when the element is absent or empty (the file says nothing). */
export const text = (parent: Element | undefined, name: string): string | undefined => {
  const value = child(parent, name)?.textContent?.trim();
  return value ? value : undefined;
};
/** An element's xs:decimal or xs:int, or null when the file gives none. */
export const decimal = (parent: Element | undefined, name: string): number | null => {
  const value = text(parent, name);
  return value === undefined ? null : Number(value);
};
export const attr = (e: Element, name: string) => e.getAttribute(name)?.trim() ?? '';
export const isTrue = (v: string) => v === 'true' || v === '1';
