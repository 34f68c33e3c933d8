import { ERRORS } from '@lonportal/domain/errors/codes';
import { errorMessageKey, isApiError } from '../../lib/api-client';

/** What the travel pages say about a failed call: an i18n key and the values its text names. */
export interface TravelFailure {
  key: string;
  values?: Record<string, string>;
}

/**
 * The travel pages' message for a failure: a trip over another of the person's names that trip
 * (its destination, departure and return, as the server's Details give them); a foreign trip in a
 * year without Skatteverket's table names the years; anything else is errorMessageKey's text.
 */
export function travelFailure(err: unknown): TravelFailure {
  if (isApiError(err, ERRORS.TravelOverlap.code)) {
    const detail = (field: string) => err.details.find((d) => d.Field === field)?.Code ?? '';
    return {
      key: 'travel.guide.overlap',
      values: { ort: detail('Ort'), from: detail('Avresa'), to: detail('Hemkomst') },
    };
  }
  if (isApiError(err, ERRORS.TravelNormalbeloppMissing.code))
    return {
      key: 'travel.guide.normalbeloppMissing',
      values: { years: err.details.map((d) => d.Field).join(', ') },
    };
  return { key: errorMessageKey(err) };
}
