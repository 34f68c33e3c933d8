// The compensations area's entry in the domain (ARCHITECTURE "Areas", ADR 0025): what travel's
// rules take from compensations' (rounding, limits, the outlay pay code, sums).
export {
  AMOUNT_MAX,
  compensationSums,
  RATE_MAX,
  roundKronor,
  UTLAGG_LONKOD,
  VARUGRUPP_MAX,
} from './compensations';
