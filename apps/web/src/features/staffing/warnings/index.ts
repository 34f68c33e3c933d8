// Staffing's warnings (SPEC §5 "Staffing warnings", §8 "staffing conflicts"), for the planner and
// the overview: any Bemanningsvarning as a translated sentence, and the list that shows them.
export { WarningList } from './WarningList';
export { useWarningNames } from './use-warning-names';
export { durationText, warningSeverity, warningText, type WarningNames } from './warning-text';
