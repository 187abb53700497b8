import pino from 'pino';
import { buildApp } from './app/build-app';
import { loadConfig } from './config/load-config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { storeLegacyTemplateImages } from './domain/assets/store-legacy-template-images';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './domain/identity/demo-accounts';
import { PiiVault } from './pii/pii-vault';
import { SEED_PROMOTIONS } from './seed/seed-ids';
import { seedDatabase } from './seed/seed-database';

const onOff = (on: boolean): string => (on ? 'ON' : 'off');

/** Starts the reference backend: migrate, seed the demo data, serve the apps and the API on one port. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await migrate(db);
  await seedDatabase(db, new PiiVault(config.piiKeys), new Date(), { demoOrders: config.demoOrders });
  // Templates stored before format 3 held their images inline: they move to the asset library once.
  const legacyImages = await storeLegacyTemplateImages(db, new Date(), { warn: (details, message) => console.warn(message, details) });
  if (legacyImages.drafts + legacyImages.versions > 0) console.log(`Inline template images moved to the asset library: ${legacyImages.drafts} draft(s), ${legacyImages.versions} version(s)`);
  if (config.demoAccounts) await seedDemoAccounts(db, new Date());
  // Log lines are written in batches rather than one system call each (pino's asynchronous
  // destination): at campaign-day rates a synchronous write per request costs a tenth of a call.
  // What is buffered is written on shutdown; a crash can lose the last few kilobytes of lines.
  const logDestination = pino.destination({ sync: false, minLength: 4096 });
  const app = await buildApp({ config, db, logDestination });
  const shutdown = async () => {
    await app.close();
    await db.close();
    logDestination.flushSync();
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
    `Development conveniences: mock cashier and mock orders ${onOff(config.mockCashier)}, SMS outbox ${onOff(config.smsOutbox)}, demo accounts ${onOff(config.demoAccounts)}, demo orders ${onOff(config.demoOrders)}${config.nodeEnv === 'production' ? ' (production)' : ''}`,
    `Personal data at rest: sealed with key ${config.piiKeys.current.id}${config.piiKeys.previous.length > 0 ? `, ${config.piiKeys.previous.length} previous key(s) still opening older values (npm run keys -- check)` : ''}`,
    `SMS: ${config.smsOutbox ? 'codes go to the development outbox, not to phones' : 'no gateway is built in: code sends are refused (503) until one is added'}`,
    `Search engines: ${config.robotsIndex ? 'may index the promotion pages (ROBOTS_INDEX=true)' : 'index no page (set ROBOTS_INDEX=true to let them index the promotion pages)'}; never the editor or the API`,
    `Editor: ${origin}/editor/`,
    ...(config.demoAccounts
      ? [
          'Editor demo accounts (development only; username / password, tenant, roles):',
          ...DEMO_ACCOUNTS.map((account) => `  ${account.username} / ${account.password}  ${account.tenant ?? 'platform'}  ${account.roles.join(',')}`),
        ]
      : ['Editor accounts: none are seeded in production; create the first admin with `npm run users -- add` (docs/deploy.md).']),
    `API reference: ${origin}/api/openapi.json`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
