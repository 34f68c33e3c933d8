// A history event's Detaljer as lines: changed fields as "from → to", other values as they are.

export interface DetailLine {
  field: string;
  /** The value before, or null when the event has only one value. */
  from: string | null;
  to: string;
}

const text = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '–';
  if (typeof v === 'number') return String(v).replace('.', ',');
  if (typeof v === 'string' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
};

const isChange = (v: unknown): v is { from: unknown; to: unknown } =>
  typeof v === 'object' && v !== null && 'from' in v && 'to' in v;

/** The lines of an event's details, in the order the server wrote them. */
export function historyDetails(details: Record<string, unknown>): DetailLine[] {
  // A status step (approve, attest, transfer…) is written { From, To }.
  const keys = Object.keys(details);
  if (keys.length === 2 && typeof details.From === 'string' && typeof details.To === 'string')
    return [{ field: 'Status', from: details.From, to: details.To }];
  return Object.entries(details).map(([field, value]) =>
    isChange(value)
      ? { field, from: text(value.from), to: text(value.to) }
      : { field, from: null, to: text(value) },
  );
}
