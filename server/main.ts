import { buildApp } from './app/build-app';
import { loadConfig } from './config/load-config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { SEED_PROMOTIONS } from './seed/seed-ids';
import { seedDatabase } from './seed/seed-database';

/** Starts the reference backend: migrate, seed the demo data, serve the apps and the API on one port. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await migrate(db);
  await seedDatabase(db);
  const app = await buildApp({ config, db });
  const shutdown = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const origin = config.publicOrigin;
  const lines = [
    '',
    `insure-h5 is running on ${origin} (database: ${db.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    '',
    'Buyer demo links (open in a phone-sized window):',
    ...SEED_PROMOTIONS.map((promotion) => `  ${origin}/h?promotionId=${promotion.promotionId}&from=${promotion.tenant}`),
    '',
    `Editor: ${origin}/editor/`,
    `API reference: ${origin}/api/openapi.json`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
