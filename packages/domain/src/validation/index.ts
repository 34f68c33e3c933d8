// Pure validation and formatting rules. SPEC §5 Validation rules, SPEC §9, DOMAIN §5–7.
export * from './keys';
export * from './dates';
export * from './time';
export * from './generic';
export * from './identity';
export * from './bank-account';
export * from './number-format';
export * from './zod';
