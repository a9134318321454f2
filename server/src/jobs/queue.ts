import { PgBoss } from 'pg-boss';
import { type Database, jobQueueSchema } from '../db/client.ts';
import type { Services } from '../services.ts';

/**
 * A recurring sweep: work that is due is found in the area's own tables (scheduled sends,
 * allocation resets, later announcements and celebrations), so a sweep is idempotent and a
 * missed tick is caught up by the next one.
 */
export type JobDefinition = {
  /** The queue's name, `<area>-<work>`. */
  name: string;
  /** When a sweep is queued (cron, UTC). pg-boss queues one job per tick for all instances together. */
  cron: string;
  run: (services: Services) => Promise<unknown>;
};

export type JobQueue = {
  /** Queues a sweep now (at start, so a restart catches up without waiting for the next tick). */
  runSoon(name: string): Promise<void>;
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  /** How often an idle worker looks for jobs; pg-boss also wakes on NOTIFY. */
  pollingIntervalSeconds?: number;
};

/**
 * Starts pg-boss on the app's database and works the given sweeps. Each queue is `stately`: at
 * most one sweep waits and one runs, across every instance, so sweeps never pile up or run twice
 * at once. A failed sweep is retried with backoff and logged.
 */
export async function startJobQueue(
  store: Database['jobStore'],
  services: Services,
  definitions: JobDefinition[],
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const boss = new PgBoss({ ...store, schema: jobQueueSchema, createSchema: false });
  boss.on('error', (err) => services.log.error({ err }, 'job queue error'));
  await boss.start();
  for (const definition of definitions) {
    await boss.createQueue(definition.name, {
      policy: 'stately',
      retryLimit: 3,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    });
    await boss.schedule(definition.name, definition.cron);
    await boss.work(
      definition.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async () => {
        try {
          await definition.run(services);
        } catch (err) {
          services.log.error({ err, job: definition.name }, 'job failed');
          throw err;
        }
      },
    );
  }
  return {
    async runSoon(name) {
      await boss.send(name);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
