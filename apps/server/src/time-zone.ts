// The server's local clock is Stockholm's, whatever the machine's zone (DOMAIN §14, ADR 0021). The
// server paints pages with the web app's own code (ADR 0024), which reads the local clock as a
// Swedish browser does (today's date, a clock on the screen): on a machine in UTC, from midnight
// to one o'clock in Sweden it painted yesterday's page, and the browser threw the paint away. The
// server's own rules name Stockholm explicitly (packages/domain/src/dates.ts) and do not depend on
// this. Imported first by main.ts, before anything reads the clock.
import { TIME_ZONE } from '@lonportal/domain/dates';

process.env.TZ = TIME_ZONE;
