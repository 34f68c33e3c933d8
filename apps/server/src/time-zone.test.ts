import { afterAll, describe, expect, it } from 'vitest';

// The machine's own zone, put back for the tests that share this worker.
const machineZone = process.env.TZ;
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe("the server's local clock", () => {
  it("is Stockholm's whatever the machine's zone: 00:30 in Sweden is the next day there", async () => {
    process.env.TZ = 'UTC';
    await import('./time-zone');
    // 23:30 UTC on 6 December 2026 is 00:30 on 7 December in Stockholm (winter, UTC+1).
    const at = new Date(Date.UTC(2026, 11, 6, 23, 30));
    expect([at.getDate(), at.getHours()]).toEqual([7, 0]);
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July.
    const summer = new Date(Date.UTC(2026, 5, 30, 22, 30));
    expect([summer.getMonth() + 1, summer.getDate()]).toEqual([7, 1]);
  });
});
