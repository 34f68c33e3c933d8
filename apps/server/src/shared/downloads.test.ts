import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-helper';
import { newTeam } from '../../test/factories';

// Personal files never stay in a browser's or a proxy's cache (GDPR art. 32: a shared computer
// or proxy keeps no one's receipts, payroll files or prints): every download answers no-store,
// whatever its handler wrote. The near-accident attachment and the company picture are tested
// with their areas.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call: TestApp['call'] = (...args) => t.call(...args);

describe('downloads of personal files', () => {
  it('are Cache-Control: no-store on every route that sends one', async () => {
    const { per, avd, ftg } = await newTeam(t, {
      settings: { hasPlus: true, kalUseLonReady: false, kalUseAttest: true },
    });
    const sent = await call(per.cookie, 'POST', '/api/resor/kvitton', {
      AnstNr: per.anstNr,
      Content: (
        await sharp({ create: { width: 40, height: 80, channels: 3, background: '#fff' } })
          .png()
          .toBuffer()
      ).toString('base64'),
      Type: 'image/png',
      FileName: 'kvitto.png',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const receipt = sent.json() as { Id: string };
    const row = await call(per.cookie, 'POST', '/api/ersattningar', {
      AnstNr: per.anstNr,
      Datum: '2026-11-14',
      LonKod: 'UTLÄGG',
      Text: 'Taxi',
      Belopp: 247.97,
      Moms: 35.38,
      ReceiptId: receipt.Id,
    });
    expect(row.statusCode, row.body).toBe(201);
    await call(avd.cookie, 'POST', '/api/ersattningar/attest', {
      Action: 'attest',
      AnstNr: [per.anstNr],
      From: '2026-11-01',
      To: '2026-11-30',
    });
    const exported = await call(ftg.cookie, 'POST', '/api/lonexport', {
      From: '2026-11-01',
      To: '2026-11-30',
    });
    expect(exported.statusCode, exported.body).toBe(201);
    const exportId = (exported.json() as { Id: string }).Id;

    const urls = [
      `/api/receipts/${per.ftgId}/${receipt.Id}`,
      `/api/resor/kvitton/${per.ftgId}/${receipt.Id}`,
      `/download/lonexport/${exportId}`,
      `/download/lonexport/${exportId}/kvitton`,
      `/print/ersattningar?AnstNr=${per.anstNr}&From=2026-11-01&To=2026-11-30&Lang=sv`,
      `/print/tidrapport?AnstNr=${per.anstNr}&From=2026-11-01&To=2026-11-30&Lang=sv`,
    ];
    for (const url of urls) {
      const res = await t.api({ url, cookie: ftg.cookie });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
    // A refusal is no more cached than the file.
    const missing = await t.api({ url: `/api/receipts/${per.ftgId}/${exportId}`, cookie: ftg.cookie });
    expect([missing.statusCode, missing.headers['cache-control']]).toEqual([404, 'no-store']);
  });
});
