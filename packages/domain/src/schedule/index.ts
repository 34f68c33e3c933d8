// The schedule area's entry in the domain (ARCHITECTURE "Areas"): what GET /schedule answers.
export * from './schedule';
