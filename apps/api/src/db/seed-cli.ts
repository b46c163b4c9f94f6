// `npm run db:seed [-- --demo]`: migrates the configured database, seeds reference data, and the demo data.
import { loadConfig } from '../config';
import { createFileStore } from '../files';
import { openDatabase } from './database';
import { demoPassword, hasUsers, seedDemo, seedReference } from './seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.exclusively(() => database.migrate());
  await seedReference(database.db);
  console.log(`Migrated and seeded reference data (${database.kind}).`);
  if (process.argv.includes('--demo')) {
    if (await hasUsers(database.db)) {
      console.log('The database already has users; demo data not added.');
    } else {
      const { password, generated } = demoPassword(config.DEMO_PASSWORD);
      await seedDemo(database.db, password, createFileStore(config));
      console.log(
        `Demo users sysadmin, alpha.admin, alpha.viewer, bravo.admin, bravo.viewer created` +
          (generated ? ` with password: ${password}` : ' with the password in DEMO_PASSWORD.'),
      );
    }
  }
} finally {
  await database.close();
}
