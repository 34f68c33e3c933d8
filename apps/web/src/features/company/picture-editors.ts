import { can } from '@lonportal/domain/access/capabilities';
import type { Roll } from '@lonportal/domain/roles';

/** SPEC §2.5 canEdit: who may change the company picture (the server allows the same roles). */
export const canEditCompanyPicture = (roll: Roll): boolean => can('editCompanyPicture', { Roll: roll });
