// The approval area's entry (ARCHITECTURE "Areas", ADR 0025).
export { attestListQueryOptions, useAttestList } from './api/get-attest-list';
export { sortByName } from './attest-list';
