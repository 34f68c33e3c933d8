import { describe, expect, it } from 'vitest';
import { liveEventsUrl, parseLiveMessage, reconnectDelay } from './live-events';

describe('reconnectDelay', () => {
  it.each([
    [0, 0, 1_000],
    [0, 1, 1_000],
    [1, 1, 2_000],
    [3, 0, 4_000],
    [3, 1, 8_000],
    [5, 1, 30_000],
    [20, 0, 15_000],
    [20, 1, 30_000],
  ])('attempt %i with random %f waits %i ms', (attempt, random, expected) => {
    expect(reconnectDelay(attempt, () => random)).toBe(expected);
  });

  it('stays between 1 s and 30 s', () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      const delay = reconnectDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(1_000);
      expect(delay).toBeLessThanOrEqual(30_000);
    }
  });
});

describe('liveEventsUrl', () => {
  it('uses the page host, wss behind https', () => {
    const ftgId = '11111111-1111-4111-8111-111111111111';
    expect(liveEventsUrl(ftgId, { protocol: 'https:', host: 'lon.example.se' })).toBe(
      `wss://lon.example.se/ws?ftgId=${ftgId}`,
    );
    expect(liveEventsUrl(ftgId, { protocol: 'http:', host: 'localhost:5173' })).toBe(
      `ws://localhost:5173/ws?ftgId=${ftgId}`,
    );
  });
});

describe('parseLiveMessage', () => {
  it('reads both kinds and drops what breaks the contract', () => {
    expect(parseLiveMessage('{"Kind":"build-id","BuildId":"b1"}')).toEqual({
      Kind: 'build-id',
      BuildId: 'b1',
    });
    expect(
      parseLiveMessage('{"Kind":"api/v1","Event":"RESOURCE_UPDATED","Payload":{"Resource":"employees"}}'),
    ).toEqual({
      Kind: 'api/v1',
      Event: 'RESOURCE_UPDATED',
      Payload: { Resource: 'employees' },
    });
    expect(parseLiveMessage('{"Kind":"api/v1","Event":"UNKNOWN","Payload":{}}')).toBeNull();
    expect(parseLiveMessage('not json')).toBeNull();
  });
});
