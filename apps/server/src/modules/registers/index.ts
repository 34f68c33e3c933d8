// The registers' entry for the composition root: the day's job that applies dated changes.
export { applyDueChanges } from './employees';
export { announceRegister } from './announce';
export { startLicence, type LicenceStart } from './licence-start';
