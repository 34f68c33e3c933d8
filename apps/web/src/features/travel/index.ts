// The travel area's entry (ARCHITECTURE "Areas", ADR 0025).
export { travelKey } from './api';
