// Reads a PAXml file from the payroll program for the registers' import (DOMAIN §12): checked as
// every PAXml file is (shared/paxml-read.ts), then what it says of the registers, as the domain's model.
import type { Element } from '@xmldom/xmldom';
import { PAXML_IMPORT_MAX_BYTES, type PaxmlRegisters, type PaxmlScheduleDay } from '@lonportal/domain';
import { attr, child, children, isTrue, readPaxmlRoot, text } from '../../shared/paxml-read';

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
  return registersOf(await readPaxmlRoot(bytes, PAXML_IMPORT_MAX_BYTES));
}
