import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app-helper';
import { newPlanningTeam, shift } from '../../../test/staffing-kit';

// The calendar feed (DOMAIN §15): a secret address per user, fetched by calendar apps without a
// session, replaced and revoked by its user; published shifts only, a changed one with a new SEQUENCE.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The feed as a calendar app fetches it: no cookie, no API marker. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

const events = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('calendar feed', () => {
  it('shows the published shifts under stable UIDs, with SEQUENCE raised on a change', async () => {
    const team = await newPlanningTeam(t);
    const made = await t.call(
      team.avd.cookie,
      'POST',
      '/api/bemanna/pass',
      shift(team.anna.anstNr, '2026-12-10', '22:00', '06:00'),
    );
    const draft = await t.call(
      team.avd.cookie,
      'POST',
      '/api/bemanna/pass',
      shift(team.anna.anstNr, '2026-12-20', '08:00', '12:00'),
    );
    expect(draft.statusCode).toBe(201);
    await t.call(team.avd.cookie, 'POST', '/api/bemanna/publicera', { From: '2026-12-10', To: '2026-12-11' });
    const none = await t.call(team.anna.cookie, 'GET', '/api/kalenderflode');
    expect(none.json()).toEqual({ Url: null, Qr: null });
    const feed = (await t.call(team.anna.cookie, 'POST', '/api/kalenderflode')).json() as {
      Url: string;
      Qr: string;
    };
    expect(feed.Qr).toContain('<svg');
    const first = await fetchFeed(feed.Url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toContain('text/calendar');
    const [night] = events(first.body);
    // One event for the night, under the evening part's id; the unpublished draft is not there.
    expect(events(first.body)).toHaveLength(1);
    const evening = (made.json().Pass as { Id: string; Version: number }[])[0]!;
    expect(night!.uid).toBe(`${evening.Id}@lonportal`);
    expect(night!.summary).toBe('Kök');
    expect(night!.sequence).toBe(0);
    const edit = { ...shift(team.anna.anstNr, '2026-12-10', '21:00', '24:00'), Version: evening.Version + 1 };
    expect((await t.call(team.avd.cookie, 'PUT', `/api/bemanna/pass/${evening.Id}`, edit)).statusCode).toBe(
      200,
    );
    const [changed] = events((await fetchFeed(feed.Url)).body);
    expect(changed!.uid).toBe(night!.uid);
    expect(changed!.sequence).toBe(1);
  });
  it('a new address ends the old one; a revoked feed and an unknown token are not found', async () => {
    const team = await newPlanningTeam(t);
    const old = (await t.call(team.anna.cookie, 'POST', '/api/kalenderflode')).json().Url as string;
    const next = (await t.call(team.anna.cookie, 'POST', '/api/kalenderflode')).json().Url as string;
    expect(next).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(next)).statusCode).toBe(200);
    expect((await t.call(team.anna.cookie, 'DELETE', '/api/kalenderflode')).statusCode).toBe(204);
    expect((await fetchFeed(next)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/kalender/not-a-token' })).statusCode).toBe(400);
  });
});
