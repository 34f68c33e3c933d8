import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOwnEmployeeOnly, ROLES, type PortalInfo } from '@lonportal/domain';
import {
  createCompany,
  createEmployee,
  createUser,
  DEFAULT_AVDELNING,
  uniqueNumber,
  type AvdelningDef,
  type CompanySettings,
} from '../../db/seed/factories';

/** FtgInfo settings a test may set on its company; the schema's defaults otherwise. */
const SettingsSchema = z
  .object({
    RequireSmsVerification: z.boolean(),
    UseLss: z.boolean(),
    UsePerSchema: z.boolean(),
    KalUseLonReady: z.boolean(),
    KalUseAttest: z.boolean(),
    HasPlus: z.boolean(),
    PasswordMinLength: z.int().min(6).max(64),
    /** The licence's options (HasLicensOption), e.g. HRTIL for the HR routes. */
    LicensOptions: z.array(z.string().regex(/^[A-Z0-9]{1,10}$/)).max(5),
    /** An archived company, which the company dialog hides (SPEC §2.4). */
    Archived: z.boolean(),
  })
  .partial()
  .strict();

const UserSchema = z
  .object({
    Role: z.enum(ROLES),
    /** With a personnel record (and a schedule); by default when the role is held to its own record. */
    Employee: z.boolean().optional(),
    /**
     * The employee's work schedule (HEL40 or DEL30 in a fixture company), or TIM: paid by the hour,
     * with no scheduled days; HEL40 by default.
     */
    ArbSchema: z.enum(['HEL40', 'DEL30', 'TIM']).optional(),
    /** UserOptions such as HRTIL or CPBEM. */
    Options: z
      .array(z.string().regex(/^[A-Z0-9]{1,10}$/))
      .max(5)
      .optional(),
    /** Named in the company's NearAccidentsReportsAdmins: handles its near-accident reports. */
    HandlesNearAccidents: z.boolean().optional(),
    /** The employee's department, one of the company's (Avdelningar); the first by default. */
    Avdelning: z.string().optional(),
  })
  .strict();

const AvdelningSchema = z
  .object({ Avdelning: z.string().regex(/^[A-Z0-9]{1,10}$/), Namn: z.string().trim().min(1).max(50) })
  .strict();

const TeamBody = z
  .object({
    Settings: SettingsSchema.default({}),
    /** PortalInfo fields that differ from the defaults (SPEC §3). */
    Portal: z.record(z.string(), z.unknown()).default({}),
    /** The company's departments (TJM staff on HEL40 and DEL30); one, Ekonomi (EKO), by default. */
    Avdelningar: z.array(AvdelningSchema).min(1).max(5).optional(),
    /** Up to 30: a page of a manager's lists holds 25 employees (SPEC §3 PaginationPerPage). */
    Users: z.array(UserSchema).min(1).max(30),
  })
  .strict()
  .refine(
    (b) =>
      b.Users.every(
        (u) => u.Avdelning === undefined || departmentsOf(b).some((a) => a.avdelning === u.Avdelning),
      ),
    { path: ['Users'], message: "a user's Avdelning is one of the company's" },
  );

const TeamResponse = z.object({
  FtgId: z.string(),
  FtgKey: z.string(),
  Namn: z.string(),
  Users: z.array(
    z.object({
      Role: z.enum(ROLES),
      Login: z.string(),
      Password: z.string(),
      Namn: z.string(),
      AnstNr: z.string().nullable(),
      PersNr: z.string().nullable(),
    }),
  ),
});

const lowerFirst = (key: string) => key.charAt(0).toLowerCase() + key.slice(1);

/** The departments a team's company gets, as the factories take them. */
function departmentsOf(body: { Avdelningar?: { Avdelning: string; Namn: string }[] }): AvdelningDef[] {
  if (!body.Avdelningar) return [DEFAULT_AVDELNING];
  return body.Avdelningar.map((a) => ({
    ...DEFAULT_AVDELNING,
    avdelning: a.Avdelning,
    namn: a.Namn,
  }));
}

/**
 * Development only, for tests that stand alone: a new company with the users a browser spec
 * asks for, made by the seed's factories, so each spec changes its own rows and specs run in
 * parallel. Answers the logins and passwords. Registered with the other development endpoints, for
 * the loopback address only (plugins/security.ts).
 */
export default async function fixtureRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/dev/fixtures/team', {
    config: { access: 'public', loopbackOnly: true },
    schema: { tags: ['Development'], body: TeamBody, response: { 201: TeamResponse } },
    handler: async (req, reply) => {
      const { Settings, Portal, Users } = req.body;
      const avdelningar = departmentsOf(req.body);
      const settings = Object.fromEntries(
        Object.entries(Settings).map(([k, v]) => [lowerFirst(k), v]),
      ) as CompanySettings;
      // The handlers' logins are chosen first: the company's portal names them.
      const logins = Users.map((u) => (u.HandlesNearAccidents ? `skydd${uniqueNumber()}` : undefined));
      const handlers = logins.filter((l): l is string => l !== undefined);
      const portal = {
        ...(Portal as Partial<PortalInfo>),
        ...(handlers.length > 0 ? { NearAccidentsReportsAdmins: handlers } : {}),
      };
      const company = await createCompany(app.db, { settings, portal, avdelningar });
      const ftgId = company.ftgId;
      const users = [];
      for (const [i, u] of Users.entries()) {
        const employee = u.Employee ?? isOwnEmployeeOnly({ Roll: u.Role });
        const common = {
          ftgId,
          role: u.Role,
          ...(u.Options ? { options: u.Options } : {}),
          ...(logins[i] ? { login: logins[i] } : {}),
        };
        if (employee) {
          const avd = avdelningar.find((a) => a.avdelning === u.Avdelning) ?? avdelningar[0];
          const e = await createEmployee(app.db, { ...common, arbSchema: u.ArbSchema, avd });
          users.push({ ...e, persNr: e.person.persNr });
        } else {
          users.push({ ...(await createUser(app.db, common)), persNr: null });
        }
      }
      return reply.code(201).send({
        FtgId: ftgId,
        FtgKey: company.ftgKey,
        Namn: company.namn,
        Users: users.map((u) => ({
          Role: u.role,
          Login: u.login,
          Password: u.password,
          Namn: u.namn,
          AnstNr: u.anstNr,
          PersNr: u.persNr,
        })),
      });
    },
  });
}
