// The payroll area's entry in the domain (ARCHITECTURE "Areas", ADR 0025): what the registers take
// from PAXml's definitions (the schema's closed list of tidkoder).
export { isPaxmlTidKod, PAXML_TIDKODER, type PaxmlTidKod } from './paxml';
