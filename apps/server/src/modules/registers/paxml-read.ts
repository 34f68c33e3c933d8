// Reads a PAXml file from the payroll program for the registers' import (DOMAIN §12): refused
// unless it is within the size limit, has no document type (no entities to expand or fetch), and is
// valid under both official schemas; then what it says of the registers, as the domain's model.
import type { Element } from '@xmldom/xmldom';
import { PAXML_IMPORT_MAX_BYTES, type PaxmlRegisters, type PaxmlScheduleDay } from '@lonportal/domain';
import { ApiError } from '../../plugins/errors';
import { paxmlSchemaErrors } from '../../shared/paxml-schema';

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

const children = (parent: Element | undefined, name: string): Element[] => {
  if (!parent) return [];
  const out: Element[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling)
    if (n.nodeType === 1 && n.nodeName === name) out.push(n as Element);
  return out;
};
const child = (parent: Element | undefined, name: string) => children(parent, name)[0];
/** An element's text, trimmed; undefined when the element is absent or empty (the file says nothing). */
const text = (parent: Element | undefined, name: string): string | undefined => {
  const value = child(parent, name)?.textContent?.trim();
  return value ? value : undefined;
};
const attr = (e: Element, name: string) => e.getAttribute(name)?.trim() ?? '';
const isTrue = (v: string) => v === 'true' || v === '1';
/** xs:time 'HH:MM:SS' → 'HH:MM'. */
const clock = (v: string) => (v ? v.slice(0, 5) : null);

function scheduleDay(d: Element): PaxmlScheduleDay {
  const timmar = attr(d, 'timmar');
  return {
    Datum: attr(d, 'datum').slice(0, 10),
    StartTid: clock(attr(d, 'starttid')),
    SlutTid: clock(attr(d, 'sluttid')),
    Timmar: timmar === '' ? null : Number(timmar),
  };
}

/** The registers a valid PAXml document holds. */
function registersOf(root: Element): PaxmlRegisters {
  const header = child(root, 'header');
  return {
    Orgnr: text(header, 'foretagorgnr') ?? '',
    Personal: children(child(root, 'personal'), 'person').map((p) => ({
      AnstNr: attr(p, 'anstid'),
      PersNr: attr(p, 'persnr'),
      FoNamn: text(p, 'fornamn'),
      EfNamn: text(p, 'efternamn'),
      Email: text(p, 'epostarb') ?? text(p, 'eposthem'),
      Phone: text(p, 'mobiltelefon'),
      AnstDatum: text(p, 'anstdatum'),
      SlutDatum: text(p, 'avgdatum'),
      Delete: isTrue(attr(p, 'delete')),
      ResEnheter: children(child(p, 'resenheter'), 'resenhet').map((r) => ({
        Dim: Number(attr(r, 'dim')),
        Id: attr(r, 'id'),
      })),
    })),
    Koder: children(child(root, 'koder'), 'kod').map((k) => ({ Id: attr(k, 'id'), Namn: attr(k, 'namn') })),
    Resultatenheter: children(child(root, 'resultatenheter'), 'resultatenhet').map((r) => ({
      Dim: Number(attr(r, 'dim')),
      Id: attr(r, 'id'),
      Namn: attr(r, 'namn'),
      Delete: isTrue(attr(r, 'delete')),
    })),
    Dimensioner: children(child(root, 'dimensioner'), 'dimension').map((d) => ({
      Dim: Number(attr(d, 'dim')),
      Namn: attr(d, 'namn'),
    })),
    Scheman: children(child(root, 'schematransaktioner'), 'schema').map((s) => ({
      AnstNr: attr(s, 'anstid'),
      PersNr: attr(s, 'persnr'),
      Dagar: children(s, 'dag').map(scheduleDay),
    })),
  };
}

/** The registers of a PAXml file, or a 4xx saying why it cannot be imported. */
export async function readPaxmlRegisters(bytes: Uint8Array): Promise<PaxmlRegisters> {
  if (bytes.byteLength > PAXML_IMPORT_MAX_BYTES)
    throw new ApiError('ImportTooLarge', {
      details: [{ Field: 'Innehall', Code: String(PAXML_IMPORT_MAX_BYTES) }],
    });
  const xml = decode(bytes);
  // PAXml has no document type; one can only declare entities to expand or files to fetch.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new ApiError('ImportFileInvalid', { details: [{ Field: 'Innehall', Code: 'doctype' }] });
  const errors = Object.entries(await paxmlSchemaErrors(bytes)).flatMap(([schema, list]) =>
    list.slice(0, ERRORS_SHOWN).map((message) => ({ Field: schema, Code: message.slice(0, 300) })),
  );
  if (errors.length > 0) throw new ApiError('ImportFileInvalid', { details: errors.slice(0, ERRORS_SHOWN) });
  // Loaded with the first import, not with the server (ADR 0015).
  const { DOMParser } = await import('@xmldom/xmldom');
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (!root || root.nodeName !== 'paxml')
    throw new ApiError('ImportFileInvalid', { details: [{ Field: 'Innehall', Code: 'root' }] });
  return registersOf(root);
}
