/**
 * HR records import benchmark (issue 12) on PostgreSQL: a generated CSV of 10,000 employees
 * (ten levels of managers) is uploaded (init: stream, parse, judge, store the preview rows) and
 * executed (records, 10,000 new members, profiles, managers, automated teams) through the real
 * routes, then imported a second time (every row unchanged). Prints seconds and peak RSS against
 * the budget (preview plus execute under 15 s, memory under 300 MB). Not a test. See README.md.
 *
 *   npm run bench:staff-import                                  # a throwaway cluster
 *   BENCH_DATABASE_URL=postgres://... npm run bench:staff-import  # an admin URL: a fresh database
 */
import { randomBytes } from 'node:crypto';
import { flowSettled } from '../server/src/http/flows.ts';
import { startTestApp } from '../server/src/test/harness.ts';
import { adminDatabaseUrl, cleanup, cleanups, guardRun, intSetting } from './support.ts';

const rows = intSetting('BENCH_STAFF_ROWS', 10_000, 100, 100_000);
guardRun(600_000);

const departments = ['Engineering', 'Sales', 'Support', 'Finance', 'People Operations', 'Marketing'];
const locations = [
  ['Berlin', 'Germany'],
  ['Lisbon', 'Portugal'],
  ['Austin', 'United States'],
  ['Pune', 'India'],
] as const;

/** Row i reports to row ⌊i / 10⌋: a tree about four levels deep, every manager in the file. */
function generateCsv(count: number): Buffer {
  const lines = [
    'employeeId,firstName,lastName,email,managerEmployeeId,jobTitle,startDate,birthday,country,region,location,department,costCenter',
  ];
  for (let i = 1; i <= count; i += 1) {
    const [location, country] = locations[i % locations.length] as readonly [string, string];
    const manager = i === 1 ? '' : `B-${Math.floor(i / 10) || 1}`;
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 28) + 1).padStart(2, '0');
    lines.push(
      [
        `B-${i}`,
        `First${i}`,
        `Last${i}`,
        `person${i}@bench.test`,
        manager,
        i % 10 === 0 ? 'Team Lead' : 'Specialist',
        `20${10 + (i % 15)}-${month}-${day}`,
        `${month}-${day}`,
        country,
        'EMEA',
        location,
        departments[i % departments.length],
        `CC-${i % 40}`,
      ].join(','),
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

function multipart(csv: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="staff.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      csv,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  process.env.TEST_DATABASE_URL = adminDatabaseUrl();
  const t = await startTestApp();
  cleanups.push(() => t.close());
  const token = await t.login('ada@acme.test');
  const csv = generateCsv(rows);
  const baseline = process.memoryUsage().rss;
  console.log(`staff import: ${rows.toLocaleString('en-US')} rows, ${mb(csv.length)} CSV, PostgreSQL`);
  console.log(`  RSS before: ${mb(baseline)}`);

  const run = async (label: string) => {
    const started = performance.now();
    const init = await t.request({
      method: 'POST',
      url: '/api/identity/staffImports',
      token,
      ...multipart(csv),
    });
    if (init.statusCode !== 201) throw new Error(`init: ${init.statusCode} ${init.body}`);
    const previewed = performance.now();
    const id = init.json().id as string;
    const execute = await t.request({
      method: 'POST',
      url: `/api/identity/staffImports/${id}/execute`,
      token,
    });
    if (execute.statusCode !== 202) throw new Error(`execute: ${execute.statusCode} ${execute.body}`);
    await flowSettled(id);
    const done = performance.now();
    const flow = (await t.request({ method: 'GET', url: `/api/identity/staffImports/${id}`, token })).json();
    if (flow.status !== 'executed') throw new Error(`execute ended ${flow.status}: ${flow.error}`);
    console.log(
      `  ${label}: preview ${seconds(previewed - started)} + execute ${seconds(done - previewed)} = ${seconds(done - started)} (budget 15 s); counts ${JSON.stringify(init.json().counts)}; result ${JSON.stringify(flow.result)}`,
    );
  };
  await run('first import ');
  await run('same file again');
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(`  peak RSS: ${mb(peak)} (budget 300 MB; the whole process: server, PostgreSQL client, CSV)`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
