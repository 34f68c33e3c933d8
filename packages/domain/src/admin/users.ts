import { z } from 'zod';
import { LOGIN_TYPES } from '../portal-info';
import { ROLES } from '../roles';

// /admin/users (SPEC §2.1, §3 UserAccount): the user accounts of the licence, for LIC and ADM.

/** The most users one page of the list shows (SPEC §3 PaginationPerPage's upper bound). */
export const USERS_PER_PAGE_MAX = 200;

/** GET /admin/users: a search over login and name, a role and a company, one page. */
export const UserListQuerySchema = z
  .object({
    Sok: z.string().trim().max(50).optional(),
    Roll: z.enum(ROLES).optional(),
    /** Users whose home company or access list is this company. */
    FtgId: z.uuid().optional(),
    Page: z.coerce.number().int().min(1).max(100_000).default(1),
    PerPage: z.coerce.number().int().min(5).max(USERS_PER_PAGE_MAX).optional(),
  })
  .strict();
export type UserListQuery = z.output<typeof UserListQuerySchema>;

export const UserListItemSchema = z.object({
  Id: z.uuid(),
  Login: z.string(),
  Namn: z.string(),
  Roll: z.enum(ROLES),
  /** The home company. */
  FtgId: z.uuid(),
  FtgNamn: z.string(),
  /** The other companies the user may work in (FtgIdAccessList). */
  Foretag: z.int().min(0),
  AnstNr: z.string().nullable(),
  /** A login type stricter than the company's, if the user is held to one. */
  LoginType: z.enum(LOGIN_TYPES).nullable(),
  Disabled: z.boolean(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;
export const UserListSchema = z.array(UserListItemSchema);
