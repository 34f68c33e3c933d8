import type { NearAccidentStatus } from '@lonportal/domain/near-accidents/near-accidents';

/** Each state's chip colour: a new report stands out until someone has received it. */
export const STATUS_COLOR: Record<NearAccidentStatus, 'error' | 'default' | 'primary' | 'success'> = {
  NEW: 'error',
  RECEIVED: 'default',
  INPROGRESS: 'primary',
  RESOLVED: 'success',
};
