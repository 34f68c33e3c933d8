// The absence area's entry (ARCHITECTURE "Areas", ADR 0025): the texts leave and near accidents
// share with the absence pages.
export { degreeOptions, formatDays, PAGE_HEADING } from './absence-texts';
