import { ERRORS } from '@lonportal/domain/errors/codes';
import { errorMessageKey, isApiError } from '../../lib/api-client';

/** The message for a failed change: someone else's change (409) reloads and says so. */
export const failureKey = (err: unknown) =>
  isApiError(err, ERRORS.VersionConflict.code) ? 'punches.conflict' : errorMessageKey(err);
