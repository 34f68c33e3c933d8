import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newPlanningTeam, shift } from '../../../test/staffing-kit';

// GET and PUT /bemanna/installningar (DOMAIN §4): what the company leaves out is its preset's, and
// the plan's checks read 13 § as the preset says (ADR 0030).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fremia = { Avtal: 'FREMIA', SnittVeckor: 1, SammanlagdTid: false, BytesgransTimmar: 24, Version: 0 };

describe('the preset’s dygnsbryt and reading of 13 §', () => {
  it('Fremia without a dygnsbryt of the company’s own counts rest per dygn from 15:00', async () => {
    const { avd, ftg, bo } = await newPlanningTeam(t);
    const saved = await t.call(ftg.cookie, 'PUT', '/api/bemanna/installningar', fremia);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ Avtal: 'FREMIA', Dygnsbryt: '15:00' });
    // A night 22–07 leaves 15 hours before the next, but a dygn from 15:00 holds 8 of them at most:
    // under Fremia's 9 hours.
    const night = { RastMinuter: 0, Overstyrning: '' };
    const first = await t.call(
      avd.cookie,
      'POST',
      '/api/bemanna/pass',
      shift(bo.anstNr, '2026-12-07', '22:00', '24:00', night),
    );
    expect(first.statusCode, first.body).toBe(201);
    const check = await t.call(
      avd.cookie,
      'POST',
      '/api/bemanna/kontroll',
      shift(bo.anstNr, '2026-12-08', '00:00', '07:00', night),
    );
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().Varningar).toContainEqual(
      expect.objectContaining({
        Arbetstid: expect.objectContaining({ Regel: 'DYGNSVILA', Niva: 'BROTT', Minuter: 480, Krav: 540 }),
      }),
    );
  });

  it('keeps a reading of 13 § other than the preset’s, and the checks follow it', async () => {
    const { avd, ftg, bo } = await newPlanningTeam(t);
    const own = await t.call(ftg.cookie, 'PUT', '/api/bemanna/installningar', {
      ...fremia,
      DygnsvilaPer: 'LOPANDE',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ Avtal: 'FREMIA', Dygnsbryt: '15:00', DygnsvilaPer: 'LOPANDE' });
    const read = await t.call(ftg.cookie, 'GET', '/api/bemanna/installningar');
    expect(read.json()).toMatchObject({ DygnsvilaPer: 'LOPANDE', Version: own.json().Version });
    // Read over the 24 hours before each start, the same night leaves no short rest.
    const night = { RastMinuter: 0, Overstyrning: '' };
    await t.call(
      avd.cookie,
      'POST',
      '/api/bemanna/pass',
      shift(bo.anstNr, '2026-12-07', '22:00', '24:00', night),
    );
    const check = await t.call(
      avd.cookie,
      'POST',
      '/api/bemanna/kontroll',
      shift(bo.anstNr, '2026-12-08', '00:00', '07:00', night),
    );
    expect(check.json().Varningar).not.toContainEqual(
      expect.objectContaining({ Arbetstid: expect.objectContaining({ Regel: 'DYGNSVILA' }) }),
    );
    // Back to the preset's reading: nothing of the company's own is kept.
    const back = await t.call(ftg.cookie, 'PUT', '/api/bemanna/installningar', {
      ...fremia,
      DygnsvilaPer: 'DYGN',
      Version: own.json().Version,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().DygnsvilaPer).toBeUndefined();
  });
});
