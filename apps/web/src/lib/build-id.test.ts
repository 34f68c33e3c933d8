import { beforeEach, describe, expect, it } from 'vitest';
import {
  announceNewVersion,
  loadedBuildId,
  newVersionStore,
  noteBuildId,
  resetBuildIdForTests,
} from './build-id';

beforeEach(resetBuildIdForTests);

describe('the build id (SPEC §4 New app version)', () => {
  it('takes the first id as the loaded release and starts the countdown on a different one', () => {
    noteBuildId(null);
    noteBuildId('a');
    noteBuildId('a');
    expect(loadedBuildId()).toBe('a');
    expect(newVersionStore.get()).toBeNull();
    noteBuildId('b');
    expect(newVersionStore.get()).toEqual(expect.any(Number));
  });

  it('keeps the moment of the first notice', () => {
    noteBuildId('a');
    announceNewVersion();
    const first = newVersionStore.get();
    announceNewVersion('c');
    expect(newVersionStore.get()).toBe(first);
  });

  it('ignores APP_VERSION_UPDATED naming the release already loaded', () => {
    noteBuildId('a');
    announceNewVersion('a');
    expect(newVersionStore.get()).toBeNull();
    announceNewVersion();
    expect(newVersionStore.get()).not.toBeNull();
  });
});
