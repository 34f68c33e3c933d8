/** The fixed "today" of the tests' clock. */
export const TEST_TODAY = new Date('2026-11-21T09:00:00+01:00');

/** A clock the tests move forward to prove expiry. */
export class TestClock {
  private t: number;
  constructor(start: Date = TEST_TODAY) {
    this.t = start.getTime();
  }
  now = (): Date => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
  minutes(n: number): void {
    this.advance(n * 60_000);
  }
}
