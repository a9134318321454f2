import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Splits the end-to-end spec files into shards of about equal duration. Playwright's own
 * `--shard` deals files out by count in name order, which put every slow spec (announcements,
 * awards, incentives, check-ins) into the first of two shards: 20 minutes beside 12.5. Here each
 * file weighs its recorded seconds (tests/shards/durations.json, refreshed from a run's output
 * with `record`), the heaviest goes first into the lightest shard, and a file not recorded yet
 * weighs the median.
 *
 *   tsx tests/shards/plan.ts files <index> <count>   the spec files of shard <index> (1-based)
 *   tsx tests/shards/plan.ts record <log> [...]      durations.json from list-reporter logs
 */

export type Durations = Record<string, number>;

/** The spec files in `files`, dealt into `count` shards, heaviest first into the lightest. */
export function planShards(files: string[], durations: Durations, count: number): string[][] {
  const known = files.map((file) => durations[file]).filter((seconds) => seconds !== undefined);
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length ? (sorted[Math.floor(sorted.length / 2)] ?? 1) : 1;
  const weighed = files
    .map((file) => ({ file, seconds: durations[file] ?? median }))
    // Ties broken by name, so every runner computes the same plan.
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] as string[] }));
  for (const { file, seconds } of weighed) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return shards.map((shard) => shard.files.sort());
}

/** Seconds per spec file from Playwright's list reporter: `✓  12 tests/e2e/x.spec.ts:4:1 › … (3.2s)`, `(900ms)`, `(1.2m)`. */
export function durationsFromLog(log: string): Durations {
  const durations: Durations = {};
  const line = /^\s*[✓✘-]\s+\d+\s+(\S+?\.spec\.ts):\d+:\d+ .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
  for (const text of log.split('\n')) {
    const match = line.exec(text);
    if (!match?.[1] || !match[2]) continue;
    const seconds = Number(match[2]) * ({ ms: 0.001, s: 1, m: 60 }[match[3] ?? 's'] ?? 1);
    durations[match[1]] = Math.round(((durations[match[1]] ?? 0) + seconds) * 10) / 10;
  }
  return durations;
}

const root = path.resolve(import.meta.dirname, '../..');
const durationsFile = path.join(root, 'tests/shards/durations.json');

export function specFiles(): string[] {
  return readdirSync(path.join(root, 'tests/e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `tests/e2e/${name}`)
    .sort();
}

export function recordedDurations(): Durations {
  return JSON.parse(readFileSync(durationsFile, 'utf8')) as Durations;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'files') {
    const index = Number(rest[0]);
    const count = Number(rest[1]);
    const shard = planShards(specFiles(), recordedDurations(), count)[index - 1];
    if (!shard) throw new Error(`usage: plan.ts files <index 1..count> <count>`);
    console.log(shard.join('\n'));
  } else if (command === 'record') {
    const durations = Object.assign({}, ...rest.map((log) => durationsFromLog(readFileSync(log, 'utf8'))));
    const sorted = Object.fromEntries(
      Object.entries(durations as Durations).sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(`${Object.keys(sorted).length} spec files recorded in ${path.relative(root, durationsFile)}`);
  } else {
    throw new Error('usage: plan.ts files <index> <count> | plan.ts record <log> [...]');
  }
}
