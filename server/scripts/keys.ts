import { loadConfig } from '../config/load-config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { runKeysCommand } from '../pii/keys-command';
import { PiiVault } from '../pii/pii-vault';

/** `npm run keys -- generate | check | rotate`: see server/pii/keys-command.ts and docs/deploy.md. */
async function main(): Promise<void> {
  const output = await runKeysCommand(process.argv.slice(2), {
    withDatabase: async (use) => {
      const db = await openDatabase(loadConfig());
      try {
        await migrate(db);
        return await use(db);
      } finally {
        await db.close();
      }
    },
    pii: () => new PiiVault(loadConfig().piiKeys),
  });
  console.log(output);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
