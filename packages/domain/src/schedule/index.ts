// The schedule area's entry in the domain (ARCHITECTURE "Areas"): what GET /schedule answers.
export * from './schedule';
export { NASTA_PASS_DAGAR, NastaPassSchema, nastaPass, type NastaPass } from './next-shift';
