import { describe, expect, it } from 'vitest';
import { DB_KIND } from '../../../test/app-helper';
import { PgNotifyBus, type BusEvent } from './bus';

describe.runIf(DB_KIND === 'postgres')('PgNotifyBus (several servers on one PostgreSQL)', () => {
  it('carries an event published by one server to the listeners of another', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const [a, b] = await Promise.all([PgNotifyBus.connect(url), PgNotifyBus.connect(url)]);
    try {
      const got: BusEvent[] = [];
      const arrived = new Promise<void>((resolve) =>
        b.subscribe((e) => {
          got.push(e);
          resolve();
        }),
      );
      const event: BusEvent = { Event: 'RESOURCE_UPDATED', Payload: { Resource: 'portalInfo' }, FtgId: null };
      await a.publish(event);
      await Promise.race([
        arrived,
        new Promise((_, no) => setTimeout(() => no(new Error('no event in 5 s')), 5000)),
      ]);
      expect(got).toEqual([event]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("carries a logout to the other servers, so they close that user's sockets", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const [a, b] = await Promise.all([PgNotifyBus.connect(url), PgNotifyBus.connect(url)]);
    try {
      const got = new Promise<string[]>((resolve) => b.onSessionsChanged(resolve));
      const events: BusEvent[] = [];
      b.subscribe((e) => events.push(e));
      await a.publishSessionsChanged(['00000000-0000-0000-0000-000000000001']);
      const userIds = await Promise.race([
        got,
        new Promise<string[]>((_, no) => setTimeout(() => no(new Error('nothing in 5 s')), 5000)),
      ]);
      expect(userIds).toEqual(['00000000-0000-0000-0000-000000000001']);
      expect(events).toEqual([]); // never a browser event
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
