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

/** SPEC §4 Attest status: approval and attestation of time and compensation rows, and the attest list. */
export default async function approvalRoutes(app: FastifyInstance, opts: { attestListKeepMs: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  /**
   * A status action over employees and a period, for time rows or compensation rows:
   * the route's access, then `may` (the portal flag of what is attested), then the rows move.
   */
  const statusRoute = (
    url: '/api/godkann' | '/api/attest' | '/api/ersattningar/godkann' | '/api/ersattningar/attest',
    actions: readonly string[],
    route: 'ApproveTime' | 'Attestera',
    may: (access: AccessContext) => boolean,
    rows: StatusRows,
    kind: 'time' | 'compensations',
    publish: (ctx: CompanyContext, anstNrs: readonly string[]) => Promise<unknown>,
  ) =>
    r.post(url, {
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
        const { anstNrs, ...answer } = await applyStatusAction(db, ctx, req.body, app.now(), {
          actions,
          may,
          rows,
          kind,
        });
        if (anstNrs.length > 0) await publish(ctx, anstNrs);
        return answer;
      },
    });
  const publishTime = (ctx: CompanyContext, anstNrs: readonly string[]) =>
    publishTimeEntries(app, ctx, anstNrs);
  const publishCompensations = (ctx: CompanyContext, anstNrs: readonly string[]) =>
    publishRows(app, ctx, 'compensations', anstNrs);
  const anyone = () => true;
  statusRoute(
    '/api/godkann',
    ['approve', 'unapprove'],
    'ApproveTime',
    anyone,
    TIME_ROWS,
    'time',
    publishTime,
  );
  statusRoute(
    '/api/attest',
    ['attest', 'unattest'],
    'Attestera',
    canAttestTime,
    TIME_ROWS,
    'time',
    publishTime,
  );
  statusRoute(
    '/api/ersattningar/godkann',
    ['approve', 'unapprove'],
    'ApproveTime',
    canApproveCompensations,
    COMPENSATION_ROWS,
    'compensations',
    publishCompensations,
  );
  statusRoute(
    '/api/ersattningar/attest',
    ['attest', 'unattest'],
    'Attestera',
    canAttestCompensations,
    COMPENSATION_ROWS,
    'compensations',
    publishCompensations,
  );

  // Kept lists are dropped by any live event of their company (time, punches, settings).
  const attestLists = new AttestListCache(opts.attestListKeepMs);
  const unsubscribe = app.bus.subscribe((event) => attestLists.changed(event.FtgId));
  app.addHook('onClose', async () => unsubscribe());
  r.get('/api/attestlista', {
    config: { access: { roles: ATTEST_LIST_ROLES } },
    schema: { tags, querystring: PeriodSchema, response: { 200: AttestListSchema } },
    handler: (req) =>
      loadAttestList(db, requireCompany(req), req.query.From, req.query.To, app.now(), attestLists),
  });
}
