import { describe, expect, it } from 'vitest';
import { durationsFromLog, planShards, recordedDurations, specFiles } from './plan.ts';

describe('the end-to-end shard plan', () => {
  it('runs every spec file exactly once across the shards', () => {
    const files = specFiles();
    const shards = planShards(files, recordedDurations(), 3);
    expect(shards.flat().sort()).toEqual(files);
  });

  it('balances by recorded seconds, not by count, and weighs an unrecorded file as the median', () => {
    const durations = { 'a.spec.ts': 600, 'b.spec.ts': 300, 'c.spec.ts': 290, 'd.spec.ts': 10 };
    expect(planShards(Object.keys(durations), durations, 2)).toEqual([
      ['a.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'd.spec.ts'],
    ]);
    // new.spec.ts weighs 300 (the upper median of the four) and joins b in the lighter shard.
    expect(planShards([...Object.keys(durations), 'new.spec.ts'], durations, 2)).toEqual([
      ['a.spec.ts', 'c.spec.ts'],
      ['b.spec.ts', 'd.spec.ts', 'new.spec.ts'],
    ]);
  });

  it('records each file’s seconds from the list reporter, failed tests and milliseconds included', () => {
    const log = [
      '  ✓   1 tests/e2e/a.spec.ts:4:1 › sam sends (12.5s)',
      '  ✘   2 tests/e2e/a.spec.ts:20:1 › ada approves (1.0m)',
      '  ✓   3 tests/e2e/b.spec.ts:4:3 › group › opens (900ms)',
      'Running 3 tests using 1 worker',
    ].join('\n');
    expect(durationsFromLog(log)).toEqual({ 'tests/e2e/a.spec.ts': 72.5, 'tests/e2e/b.spec.ts': 0.9 });
  });

  it('knows only spec files that exist (a renamed one would otherwise weigh the median unnoticed)', () => {
    const files = new Set(specFiles());
    expect(Object.keys(recordedDurations()).filter((file) => !files.has(file))).toEqual([]);
  });
});
