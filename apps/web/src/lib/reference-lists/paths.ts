/**
 * GET /perlista of the active employees only (SPEC §6: inactive ones do not count), a module of its
 * own so that the entry can ask for it early (main.tsx) without the query code.
 */
export const ACTIVE_EMPLOYEES_PATH = '/perlista?Locked=false';
