import { afterEach, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { PrintJob } from './print-jobs';
import { PoolFullError, WorkerPool } from './worker-pool';

// The render pool on its real worker (src/pdf-worker.ts loaded through tsx), without a server.
const pools: WorkerPool<PrintJob, Uint8Array>[] = [];
const pool = (size: number, maxQueue: number) => {
  const p = new WorkerPool<PrintJob, Uint8Array>({
    entry: new URL('../../pdf-worker.ts', import.meta.url),
    size,
    maxQueue,
  });
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const job = (employees: number): PrintJob => ({
  report: 'attestlista',
  lang: 'sv',
  ctx: {
    company: { namn: 'Exempelbolaget AB', orgnr: '165560000001' },
    printedBy: 'Åsa',
    printedAt: new Date(),
  },
  meta: { author: 'Åsa', createdAt: new Date('2026-11-21T10:00:00Z') },
  from: '2026-11-01',
  to: '2026-11-30',
  list: Array.from({ length: employees }, (_, i) => ({
    AnstNr: String(1000 + i),
    FoNamn: 'Örjan',
    EfNamn: 'Ek',
    Avdelning: 'LAGER',
    SchemaTimmar: 168,
    Timmar: 160,
    Antal: { NOT_APPROVED: 1, APPROVED: 2, NOT_ATTESTED: 0, ATTESTED: 18, LOCKED: 0 },
    AntalAtlVarningar: 0,
    Ersattningar: {
      Antal: { NOT_APPROVED: 0, APPROVED: 0, NOT_ATTESTED: 0, ATTESTED: 0, LOCKED: 0 },
      Summa: 0,
    },
  })),
});

describe('WorkerPool', () => {
  it('renders jobs in its workers and starts no more workers than its size', async () => {
    const p = pool(2, 10);
    expect(p.stats().workers).toBe(0);
    const files = await Promise.all([job(10), job(200), job(1), job(50)].map((j) => p.run(j)));
    const docs = await Promise.all(files.map((f) => PDFDocument.load(f)));
    expect(docs.map((d) => d.getTitle())).toEqual(Array(4).fill('Attestlista'));
    expect(docs[1]!.getPageCount()).toBeGreaterThan(docs[0]!.getPageCount());
    expect(p.stats()).toEqual({ workers: 2, running: 0, queued: 0 });
  });

  it('refuses a job when its queue is full', async () => {
    const p = pool(1, 1);
    const running = p.run(job(100));
    const waiting = p.run(job(1));
    await expect(p.run(job(1))).rejects.toBeInstanceOf(PoolFullError);
    expect(p.stats()).toMatchObject({ running: 1, queued: 1 });
    await Promise.all([running, waiting]);
  });

  it('fails a job that cannot be rendered and goes on with the next', async () => {
    const p = pool(1, 4);
    const broken = { ...job(1), list: null } as unknown as PrintJob;
    await expect(p.run(broken)).rejects.toThrow(/null/);
    expect((await PDFDocument.load(await p.run(job(3)))).getPageCount()).toBe(1);
  });

  it('stops its workers on close, failing what was not done', async () => {
    const p = pool(1, 4);
    await p.run(job(1));
    const outcomes = Promise.allSettled([p.run(job(300)), p.run(job(1))]);
    await p.close();
    const [running, waiting] = await outcomes;
    expect(running).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/exit/) } });
    expect(waiting).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/closed/) },
    });
    await expect(p.run(job(1))).rejects.toThrow(/closed/);
    expect(p.stats()).toEqual({ workers: 0, running: 0, queued: 0 });
  });
});
