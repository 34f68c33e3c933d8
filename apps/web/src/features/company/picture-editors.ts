import type { Roll } from '@lonportal/domain/roles';

/** SPEC §2.5 canEdit: who may change the company picture (the server allows the same roles). */
export const canEditCompanyPicture = (roll: Roll): boolean =>
  roll === 'LIC' || roll === 'ADM' || roll === 'FTG';
