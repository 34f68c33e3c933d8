import {
  NEW_VERSION_ACCENT_AT_S,
  NEW_VERSION_COUNTDOWN_MS,
  NEW_VERSION_ERROR_AT_S,
  NEW_VERSION_EXTEND_MS,
  NEW_VERSION_MAX_EXTENSIONS,
} from '@lonportal/domain/constants';

// SPEC §4 New app version / §9: a 3-minute countdown, up to 3 extensions of 1 minute, colour
// normal above 60 s, accent at 60 s or less, error at 30 s or less.

export interface Countdown {
  /** Date.now() at which the page reloads. */
  deadline: number;
  extensions: number;
}

export const startCountdown = (now: number): Countdown => ({
  deadline: now + NEW_VERSION_COUNTDOWN_MS,
  extensions: 0,
});

export const canExtend = (c: Countdown): boolean => c.extensions < NEW_VERSION_MAX_EXTENSIONS;

/** One more minute, while extensions are left. */
export const extend = (c: Countdown): Countdown =>
  canExtend(c) ? { deadline: c.deadline + NEW_VERSION_EXTEND_MS, extensions: c.extensions + 1 } : c;

/** Whole seconds left (0 when it is time). */
export const secondsLeft = (c: Countdown, now: number): number =>
  Math.max(0, Math.ceil((c.deadline - now) / 1000));

/** The share of the whole countdown (extensions included) still left, 0–100, for the ring. */
export const percentLeft = (c: Countdown, now: number): number => {
  const total = (NEW_VERSION_COUNTDOWN_MS + c.extensions * NEW_VERSION_EXTEND_MS) / 1000;
  return Math.min(100, (secondsLeft(c, now) / total) * 100);
};

export type RingColour = 'primary' | 'secondary' | 'error';

export const ringColour = (seconds: number): RingColour =>
  seconds <= NEW_VERSION_ERROR_AT_S ? 'error' : seconds <= NEW_VERSION_ACCENT_AT_S ? 'secondary' : 'primary';
