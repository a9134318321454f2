import { expect } from 'vitest';
import type { TestApp } from '../test/harness.ts';
import { jobDefinitions } from './definitions.ts';
import { startJobQueue } from './queue.ts';

/**
 * Runs one of the server's defined jobs through a real job queue on the test database (as
 * another instance would) and waits until `done` holds.
 */
export async function runDefinedJob(t: TestApp, name: string, done: () => Promise<boolean>): Promise<void> {
  const definitions = jobDefinitions.filter((definition) => definition.name === name);
  expect(definitions).toHaveLength(1);
  const jobs = await startJobQueue(t.database.jobStore, t.anotherInstance(), definitions, {
    pollingIntervalSeconds: 0.5,
  });
  try {
    await jobs.runSoon(name);
    await expect.poll(done, { timeout: 15_000, interval: 200 }).toBe(true);
  } finally {
    await jobs.stop();
  }
}
