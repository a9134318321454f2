import path from 'node:path';
import { diskStorage } from '../apps/media/storage.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { isEmpty, seedDemo } from './demo.ts';
import { seedDemoReportHistory } from './demo-report-history.ts';

/** `npm run seed`: adds the demo data to an empty database, and says so either way. */
const config = loadConfig();
const storage = diskStorage(path.join(config.dataDir, 'media'));
let outcome = 'The database already has data; the demo data was not added.';
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  beforeAppRole: async (ownerDb) => {
    if (await isEmpty(ownerDb)) {
      await seedDemo(ownerDb, storage);
      await seedDemoReportHistory(ownerDb);
      outcome = 'Demo data added. Sign in as ada@acme.test with the password Kudos!demo1.';
    }
  },
});
await database.close();
console.log(outcome);
