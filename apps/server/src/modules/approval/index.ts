// The approval area's entry (ARCHITECTURE "Areas", ADR 0025).
export { loadAttestList } from './attest-list';
