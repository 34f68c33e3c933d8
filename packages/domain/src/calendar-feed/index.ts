// A personal calendar feed of shifts and leave (DOMAIN §15).
export * from './ical';
