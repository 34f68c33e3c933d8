// The administration area's entry (ARCHITECTURE "Areas", ADR 0025): the registers show a new
// employee's temporary password as /admin/users shows a new account's.
export { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
