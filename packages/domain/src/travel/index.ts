// The travel area's entry in the domain (ARCHITECTURE "Areas", ADR 0025): a trip's PAXml events,
// which the payroll transfer writes.
export { PAXML_RESEKODER, type PaxmlResekod, type PaxmlTravelEvent } from './trip-events';
