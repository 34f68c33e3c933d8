import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AttestListSchema,
  PeriodSchema,
  canApproveCompensations,
  canAttestCompensations,
  canAttestTime,
  rolesThatCan,
  type AccessContext,
} from '@lonportal/domain';
import { StatusAnswerSchema, StatusRequestSchema } from '@lonportal/domain/time/approval-window';
import { requireCompany, type CompanyContext } from '../../plugins/access/index';
import type { StatusRows } from '../../shared/row-status';
import { publishRows } from '../../shared/live-rows';
import { COMPENSATION_ROWS } from '../compensations';
import { publishTimeEntries, TIME_ROWS } from '../time';
import { applyStatusAction } from './apply-status-action';
import { loadAttestList } from './attest-list';
import { AttestListCache } from './attest-list-cache';

// The time report's tag: the OpenAPI description lists approval with the time report, as before.
const tags = ['Time reporting'];
const ATTEST_LIST_ROLES = rolesThatCan('readAttestList');

/** One status route: its path, the actions it takes, its access, and the rows it moves. */
interface StatusRouteSpec {
  url: '/api/godkann' | '/api/attest' | '/api/ersattningar/godkann' | '/api/ersattningar/attest';
  actions: readonly string[];
  route: 'ApproveTime' | 'Attestera';
  may: (access: AccessContext) => boolean;
  rows: StatusRows;
  kind: 'time' | 'compensations';
  publish: (app: FastifyInstance, ctx: CompanyContext, anstNrs: readonly string[]) => Promise<unknown>;
}

const publishTime: StatusRouteSpec['publish'] = (app, ctx, anstNrs) => publishTimeEntries(app, ctx, anstNrs);
const publishCompensations: StatusRouteSpec['publish'] = (app, ctx, anstNrs) =>
  publishRows(app, ctx, 'compensations', anstNrs);
const anyone = () => true;

const STATUS_ROUTES: readonly StatusRouteSpec[] = [
  {
    url: '/api/godkann',
    actions: ['approve', 'unapprove'],
    route: 'ApproveTime',
    may: anyone,
    rows: TIME_ROWS,
    kind: 'time',
    publish: publishTime,
  },
  {
    url: '/api/attest',
    actions: ['attest', 'unattest'],
    route: 'Attestera',
    may: canAttestTime,
    rows: TIME_ROWS,
    kind: 'time',
    publish: publishTime,
  },
  {
    url: '/api/ersattningar/godkann',
    actions: ['approve', 'unapprove'],
    route: 'ApproveTime',
    may: canApproveCompensations,
    rows: COMPENSATION_ROWS,
    kind: 'compensations',
    publish: publishCompensations,
  },
  {
    url: '/api/ersattningar/attest',
    actions: ['attest', 'unattest'],
    route: 'Attestera',
    may: canAttestCompensations,
    rows: COMPENSATION_ROWS,
    kind: 'compensations',
    publish: publishCompensations,
  },
];

/** SPEC §4 Attest status: approval and attestation of time and compensation rows, and the attest list. */
export default async function approvalRoutes(app: FastifyInstance, opts: { attestListKeepMs: number }) {
  for (const spec of STATUS_ROUTES) statusRoute(app, spec);
  attestListRoute(app, opts.attestListKeepMs);
}

/**
 * A status action over employees and a period, for time rows or compensation rows:
 * the route's access, then `may` (the portal flag of what is attested), then the rows move.
 */
function statusRoute(
  app: FastifyInstance,
  { url, actions, route, may, rows, kind, publish }: StatusRouteSpec,
) {
  app.withTypeProvider<ZodTypeProvider>().post(url, {
    config: { access: { route } },
    schema: {
      tags,
      description:
        'Approve and attest take the rows dated up to today (Stockholm); rows after today wait for their day, ' +
        'but for planned absence (vacation, compensatory leave, leave of absence) when IForvag is true, named ' +
        'in Framtida. Forhandsvisning answers what the action would do and changes nothing.',
      body: StatusRequestSchema,
      response: { 200: StatusAnswerSchema },
    },
    handler: async (req) => {
      const ctx = requireCompany(req);
      const { anstNrs, ...answer } = await applyStatusAction(app.db, ctx, req.body, app.now(), {
        actions,
        may,
        rows,
        kind,
      });
      if (anstNrs.length > 0) await publish(app, ctx, anstNrs);
      return answer;
    },
  });
}

/** The attest list, kept a while per company and question. */
function attestListRoute(app: FastifyInstance, keepMs: number) {
  // Kept lists are dropped by any live event of their company (time, punches, settings).
  const attestLists = new AttestListCache(keepMs);
  const unsubscribe = app.bus.subscribe((event) => attestLists.changed(event.FtgId));
  app.addHook('onClose', async () => unsubscribe());
  app.withTypeProvider<ZodTypeProvider>().get('/api/attestlista', {
    config: { access: { roles: ATTEST_LIST_ROLES } },
    schema: { tags, querystring: PeriodSchema, response: { 200: AttestListSchema } },
    handler: (req) =>
      loadAttestList(app.db, requireCompany(req), req.query.From, req.query.To, app.now(), attestLists),
  });
}
