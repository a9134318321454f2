import { buildApp } from './app.ts';
import { configuredStorage } from './apps/media/index.ts';
import { loadConfig } from './config.ts';
import { createServices } from './create-services.ts';
import { openDatabase } from './db/client.ts';
import { authChangedChannel } from './http/auth.ts';
import { jobDefinitions } from './jobs/definitions.ts';
import { startJobQueue } from './jobs/queue.ts';
import { createLogger } from './logger.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';
import { seedDemoReportHistory } from './seed/demo-report-history.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const log = createLogger(config.logLevel);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  beforeAppRole: async (ownerDb) => {
    if (config.seed && (await isEmpty(ownerDb))) {
      await seedDemo(ownerDb, configuredStorage(config));
      await seedDemoReportHistory(ownerDb);
      log.info('demo data added: the demo accounts and their password are in the README');
    }
  },
});
log.info({ engine: database.engine }, 'database ready');

const services = createServices({ config, db: database.db, pool: database.pool, log });
// The handlers are in place before the port opens: a stop that arrives while the job queue is
// still starting waits for the start to finish, then shuts everything down in order.
let stopping = false;
const started = (async () => {
  // Another instance signed someone out or changed a role: drop this instance's cached sessions.
  await database.listen(authChangedChannel, () => services.authCache.clear());
  const app = await buildApp({ services, logger: log });
  await app.listen({ port: config.port, host: config.host });
  const jobs = await startJobQueue(database.jobStore, services, jobDefinitions());
  for (const { name } of jobDefinitions()) await jobs.runSoon(name);
  return { app, jobs };
})();

// Stop taking connections, let requests in flight finish, then close the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const running = await started.catch(() => null);
    await running?.app.close();
    await running?.jobs.stop();
    await database.close();
    process.exit(0);
  });
}

await started;
log.info(
  `Kudos is running: http://${config.baseDomain}:${config.port}/ (Acme at http://acme.${config.baseDomain}:${config.port}/)`,
);
