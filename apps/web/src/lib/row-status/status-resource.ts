import type { AttestListEntry } from '@lonportal/domain/time/entries';

/**
 * What a status action moves: time entries, or compensation rows, which go through the
 * same states and are attested on the same page.
 */
export type StatusResource = 'tid' | 'ersattningar';

/** The attest list as the resource's tab shows it: each employee's counts of that resource's rows. */
export const entriesFor = (
  list: readonly AttestListEntry[],
  resource: StatusResource,
): readonly AttestListEntry[] =>
  resource === 'tid' ? list : list.map((e) => ({ ...e, Antal: e.Ersattningar.Antal }));

/** The API path of the resource's action: /godkann, /attest, /ersattningar/godkann, /ersattningar/attest. */
export const statusActionPath = (resource: StatusResource, approving: boolean): string =>
  `${resource === 'tid' ? '' : '/ersattningar'}${approving ? '/godkann' : '/attest'}`;
