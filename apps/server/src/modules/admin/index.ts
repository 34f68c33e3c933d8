// Administration's entry for the other areas (ADR 0025): making a user account inside another
// area's transaction (an employee's own user, made with the employee; the licence's first user, made
// with its first company), and telling the portal of it.
export { actorOf, type Actor } from './access';
export { announceUserChange } from './announce-user-change';
export { createUserIn, temporarySecret, type CreatedAccount } from './create-user';
export { loginRace } from './user-rules';
export { createFirstLicenceUser, LicenceHasUsers } from './first-licence-user';
