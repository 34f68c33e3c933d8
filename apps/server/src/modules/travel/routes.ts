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
import { requireCompany, type CompanyContext } from '../../plugins/access/index';
import { uploadBodyLimit } from '../../shared/uploads';
import { sendReceipt } from '../../shared/receipt-file';
import * as receipts from '../compensations';
import { publishRows } from '../../shared/live-rows';
import * as normalbelopp from './normalbelopp';
import * as service from './service';
import { zVersion } from '@lonportal/domain/validation/zod';

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const publish = async (ctx: CompanyContext, anstNr: string, rowsChanged: boolean) => {
    await publishRows(app, ctx, 'travelExpenses', [anstNr]);
    if (rowsChanged) await publishRows(app, ctx, 'compensations', [anstNr]);
  };

  r.get('/api/resor/:AnstNr', {
    config: { access },
    schema: {
      tags,
      params: AnstNrParamsSchema,
      querystring: PeriodSchema,
      response: { 200: TravelListSchema },
    },
    handler: (req) =>
      service.listTrips(db, requireCompany(req), req.params.AnstNr, req.query.From, req.query.To),
  });

  r.get('/api/resa/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, response: { 200: TravelExpenseSchema } },
    handler: (req) => service.getTrip(db, requireCompany(req), req.params.Id),
  });

  r.post('/api/resor/berakna', {
    config: { access },
    schema: {
      tags,
      description:
        'What a trip gives by the rules (per diem per day, mileage, representation VAT), without saving it.',
      body: TravelInputSchema,
      response: { 200: TravelResultSchema },
    },
    handler: (req) => service.previewTrip(db, requireCompany(req), req.body),
  });

  r.post('/api/resor', {
    config: { access },
    schema: { tags, body: TravelInputSchema, response: { 201: TravelExpenseSchema } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const created = await service.createTrip(db, ctx, req.body, app.now());
      await publish(ctx, created.AnstNr, false);
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
      const updated = await service.updateTrip(db, ctx, req.params.Id, values, Version, app.now());
      await publish(ctx, updated.AnstNr, false);
      return updated;
    },
  });

  r.delete('/api/resor/:Id', {
    config: { access },
    schema: { tags, params: IdParamsSchema, querystring: VersionQuerySchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      const ctx = requireCompany(req);
      const anstNr = await service.deleteTrip(db, ctx, req.params.Id, req.query.Version, app.now());
      await publish(ctx, anstNr, false);
      return reply.code(204).send(null);
    },
  });

  r.post('/api/resor/:Id/klar', {
    config: { access },
    schema: {
      tags,
      description:
        'Completes the trip: its compensation rows (source RESA) are made by the rules in one transaction. ' +
        '409 TravelRulesMissing for a year without amounts, PaxmlCodeMissing for a pay code the company lacks.',
      params: IdParamsSchema,
      body: VersionBodySchema,
      response: { 200: TravelExpenseSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      const trip = await service.completeTrip(db, ctx, req.params.Id, req.body.Version, app.now());
      await publish(ctx, trip.AnstNr, true);
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
      const trip = await service.revertTrip(db, ctx, req.params.Id, req.body.Version, app.now());
      await publish(ctx, trip.AnstNr, true);
      return trip;
    },
  });

  r.post('/api/resor/kvitton', {
    config: { access },
    bodyLimit: RECEIPT_BODY_LIMIT,
    schema: { tags, body: ReceiptUploadSchema, response: { 201: ReceiptSchema } },
    handler: async (req, reply) =>
      reply.code(201).send(await receipts.uploadReceipt(db, requireCompany(req), req.body, app.now())),
  });

  r.get('/api/resor/kvitton/:FtgId/:Id', {
    // A preview's <img src> or a link: the browser sends the cookie but cannot add the API marker.
    config: { access, apiMarker: false },
    schema: { tags, params: z.object({ FtgId: z.uuid(), Id: z.uuid() }) },
    handler: async (req, reply) =>
      sendReceipt(reply, await receipts.readReceipt(db, requireCompany(req), req.params.Id)),
  });

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
    handler: async (req) => {
      const items = await normalbelopp.currencyItemsOf(db, req.params.Year);
      const fields = req.query.fields
        ?.split(',')
        .map((f) => f.trim())
        .filter(Boolean);
      if (!fields?.length) return items;
      return items.map((i) => Object.fromEntries(Object.entries(i).filter(([k]) => fields.includes(k))));
    },
  });

  r.get('/api/admin/normalbelopp', {
    config: { access: { roles: RULE_ROLES } },
    schema: { tags, response: { 200: z.array(NormalbeloppYearSchema) } },
    handler: () => normalbelopp.listNormalbeloppYears(db),
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
    handler: (req) => normalbelopp.previewNormalbelopp(db, req.body, opts.origins),
  });

  r.post('/api/admin/normalbelopp', {
    config: { access: { roles: RULE_ROLES } },
    bodyLimit: TABLE_BODY_LIMIT + 4096,
    schema: { tags, body: NormalbeloppSourceSchema, response: { 200: z.array(NormalbeloppYearSchema) } },
    handler: (req) =>
      normalbelopp.loadNormalbelopp(db, requireCompany(req), req.body, opts.origins, app.now()),
  });
}
