// The punches area's entry (ARCHITECTURE "Areas", ADR 0025).
export { usePunches } from './api/get-punches';
export { ClockCard } from './components/ClockCard';
export { atlWarningText } from './punch-view';
