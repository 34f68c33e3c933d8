// The travel area's entry (ARCHITECTURE "Areas", ADR 0025).
import * as repo from './repository';

export { getTrip } from './get-trip';

/** The trips a payroll transfer takes (claimed once, SPEC §4 Travel expense status). */
export const travelRows = { claimTripsForExport: repo.claimTripsForExport };
