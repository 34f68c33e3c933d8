import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnstNrParamsSchema,
  CurrencyItemSchema,
  IdParamsSchema,
  NORMALBELOPP_FILE_MAX,
  NormalbeloppPreviewSchema,
  NormalbeloppSourceSchema,
  NormalbeloppYearSchema,
  PeriodSchema,
  RECEIPT_MAX_BYTES,
  ReceiptSchema,
  ReceiptUploadSchema,
  rolesThatCan,
  TravelExpenseSchema,
  TravelInputSchema,
  TravelListSchema,
  TravelResultSchema,
  VersionQuerySchema,
} from '@lonportal/domain';
import { zVersion } from '@lonportal/domain/validation/zod';
import { requireCompany } from '../../plugins/access/index';
import { sendReceipt } from '../../shared/receipt-file';
import { uploadBodyLimit } from '../../shared/uploads';
import { readReceipt, uploadReceipt } from '../compensations';
import { completeTrip } from './complete-trip';
import { createTrip } from './create-trip';
import { currencyItemsOf } from './currency-items';
import { deleteTrip } from './delete-trip';
import { getTrip } from './get-trip';
import { listNormalbeloppYears } from './list-normalbelopp-years';
import { listTrips } from './list-trips';
import { loadNormalbelopp } from './load-normalbelopp';
import { previewNormalbelopp } from './preview-normalbelopp';
import { previewTrip } from './preview-trip';
import { publishTrips } from './publish-trips';
import { revertTrip } from './revert-trip';
import { updateTrip } from './update-trip';

const tags = ['Travel expenses'];
/** SPEC §6: /travelExpenses and everything on it follow that route's condition. */
const access = { route: 'TravelExpenses' } as const;
const RULE_ROLES = rolesThatCan('loadTravelRules');
const RECEIPT_BODY_LIMIT = uploadBodyLimit(RECEIPT_MAX_BYTES);
/** A year's table as EntryScape JSON is some 40 kB; a file of several years stays far below this. */
const TABLE_BODY_LIMIT = NORMALBELOPP_FILE_MAX;

const VersionBodySchema = z.object({ Version: zVersion() });
const TravelUpdateSchema = z.intersection(TravelInputSchema, VersionBodySchema);
const YEAR = z.coerce.number().int().min(2000).max(2100);

/**
 * Travel expenses: an employee's trips, what they give by the rules, completing and
 * reverting them, their receipts, the country picker's items, and the normalbelopp tables.
 */
export default async function travelRoutes(app: FastifyInstance, opts: { origins: readonly string[] }) {
  tripRoutes(app);
  tripStatusRoutes(app);
  receiptRoutes(app);
  ruleRoutes(app, opts.origins);
}

/** A trip: the list of a period, one, what it would give, and saving, changing and deleting it. */
function tripRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/api/resor/:AnstNr', {
    config: { access },
    schema: {
      tags,
      params: AnstNrParamsSchema,
      querystring: PeriodSchema,
      response: { 200: TravelListSchema },
    },
    handler: (req) => listTrips(db, requireCompany(req), req.params.AnstNr, req.query.From, req.query.To),
  });

  r.get('/api/resa/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, response: { 200: TravelExpenseSchema } },
    handler: (req) => getTrip(db, requireCompany(req), req.params.Id),
  });

  r.post('/api/resor/berakna', {
    config: { access },
    schema: {
      tags,
      description:
        'What a trip gives by the rules (per diem per day, mileage, representation VAT), without saving it; ' +
        'Id names the stored trip being changed (it is not one of the person’s other trips).',
      querystring: z.object({ Id: z.uuid().optional() }),
      body: TravelInputSchema,
      response: { 200: TravelResultSchema },
    },
    handler: (req) => previewTrip(db, requireCompany(req), req.body, req.query.Id ?? null),
  });

  r.post('/api/resor', {
    config: { access },
    schema: { tags, body: TravelInputSchema, response: { 201: TravelExpenseSchema } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const created = await createTrip(db, ctx, req.body, app.now());
      await publishTrips(app, ctx, created.AnstNr, false);
      return reply.code(201).send(created);
    },
  });

  r.put('/api/resor/:Id', {
    config: { access },
    schema: {
      tags,
      params: IdParamsSchema,
      body: TravelUpdateSchema,
      response: { 200: TravelExpenseSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      const { Version, ...values } = req.body;
      const updated = await updateTrip(db, ctx, req.params.Id, values, Version, app.now());
      await publishTrips(app, ctx, updated.AnstNr, false);
      return updated;
    },
  });

  r.delete('/api/resor/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const anstNr = await deleteTrip(db, ctx, req.params.Id, req.query.Version, app.now());
      await publishTrips(app, ctx, anstNr, false);
      return reply.code(204).send(null);
    },
  });
}

/** Completing a trip into compensation rows, and reverting it (SPEC §4 Travel expense). */
function tripStatusRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.post('/api/resor/:Id/klar', {
    config: { access },
    schema: {
      tags,
      description:
        'Completes the trip: its compensation rows (source RESA) are made by the rules in one transaction. ' +
        '409 TravelRulesMissing for a year without amounts, TravelNormalbeloppMissing abroad in a year without ' +
        "Skatteverket's table, TravelOverlap over another trip of the person, PaxmlCodeMissing for a pay code " +
        'the company lacks.',
      params: IdParamsSchema,
      body: VersionBodySchema,
      response: { 200: TravelExpenseSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      const trip = await completeTrip(db, ctx, req.params.Id, req.body.Version, app.now());
      await publishTrips(app, ctx, trip.AnstNr, true);
      return trip;
    },
  });

  r.post('/api/resor/:Id/aterstall', {
    config: { access },
    schema: {
      tags,
      description:
        'Reverts a completed trip: its rows are removed unless attested or transferred (409 TravelNotRevertable).',
      params: IdParamsSchema,
      body: VersionBodySchema,
      response: { 200: TravelExpenseSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      const trip = await revertTrip(db, ctx, req.params.Id, req.body.Version, app.now());
      await publishTrips(app, ctx, trip.AnstNr, true);
      return trip;
    },
  });
}

/** A trip's receipts: compensations' receipts (the same files and checks), under this route's access. */
function receiptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.post('/api/resor/kvitton', {
    config: { access },
    bodyLimit: RECEIPT_BODY_LIMIT,
    schema: { tags, body: ReceiptUploadSchema, response: { 201: ReceiptSchema } },
    handler: async (req, reply) =>
      reply.code(201).send(await uploadReceipt(db, requireCompany(req), req.body, app.now())),
  });

  r.get('/api/resor/kvitton/:FtgId/:Id', {
    // A preview's <img src> or a link: the browser sends the cookie but cannot add the API marker.
    config: { access, apiMarker: false },
    schema: { tags, params: z.object({ FtgId: z.uuid(), Id: z.uuid() }) },
    handler: async (req, reply) =>
      sendReceipt(reply, await readReceipt(db, requireCompany(req), req.params.Id)),
  });
}

/** The rules' tables: the country picker's amounts, and the normalbelopp an administrator loads. */
function ruleRoutes(app: FastifyInstance, origins: readonly string[]) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get('/api/traktamente/:Year', {
    config: { access },
    schema: {
      tags,
      description:
        'SPEC §7: the country picker (Land, Landskod, Valuta, Valutakod) with the year’s normalbelopp; ' +
        'Normalbelopp is null in a year without a table.',
      params: z.object({ Year: YEAR }),
      querystring: z.object({ fields: z.string().max(200).optional() }),
      response: { 200: z.array(CurrencyItemSchema.partial()) },
    },
    handler: (req) => currencyItemsOf(db, req.params.Year, req.query.fields),
  });

  r.get('/api/admin/normalbelopp', {
    config: { access: { roles: RULE_ROLES } },
    schema: { tags, response: { 200: z.array(NormalbeloppYearSchema) } },
    handler: () => listNormalbeloppYears(db),
  });

  r.post('/api/admin/normalbelopp/forhandsgranska', {
    config: { access: { roles: RULE_ROLES } },
    bodyLimit: TABLE_BODY_LIMIT + 4096,
    schema: {
      tags,
      description:
        "What loading Skatteverket's EntryScape JSON (a file's text, or an address) would change, per year.",
      body: NormalbeloppSourceSchema,
      response: { 200: NormalbeloppPreviewSchema },
    },
    handler: (req) => previewNormalbelopp(db, req.body, origins),
  });

  r.post('/api/admin/normalbelopp', {
    config: { access: { roles: RULE_ROLES } },
    bodyLimit: TABLE_BODY_LIMIT + 4096,
    schema: { tags, body: NormalbeloppSourceSchema, response: { 200: z.array(NormalbeloppYearSchema) } },
    handler: (req) => loadNormalbelopp(db, requireCompany(req), req.body, origins, app.now()),
  });
}
