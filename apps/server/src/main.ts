/**
 * Opens the database (PGlite in apps/server/data, or DATABASE_URL), migrates, and serves the built site and /api from
 * one port. The root `npm start` sets DEMO=1: the demo seeds an empty database and registers the simulated payment,
 * camera-app and mailbox pages. Without it (production) none of them exist and nothing is seeded unless SEED=1.
 */
import path from 'node:path';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { handlers } from './handlers/index.ts';
import { sweepExpired } from './model/housekeeping.ts';
import { finalizeAccountDeletions } from './handlers/signIn.ts';
import { isEmpty, seed, DEMO } from './seed.ts';
import { developmentPages } from './pages.ts';
import { createServices } from './services.ts';

const port = Number(process.env['PORT'] ?? 4000);
const host = process.env['HOST'] ?? '127.0.0.1';
const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
const root = path.resolve(import.meta.dirname, '../../..');
const config = readConfig();

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({
    url: process.env['DATABASE_URL'],
    dataDir: process.env['DATA_DIR'] ?? path.join(root, 'apps/server/data'),
  });
  await migrateToLatest(database.db);
} catch (error) {
  // A folder too small, or a database that cannot be reached: one line saying so, not a stack.
  console.error(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (config.seed && (await isEmpty(database.db))) {
  await seed(database.db);
  console.log(
    `Seeded demo data. Log in with ${DEMO.main.phone} or ${DEMO.main.email}, password ${DEMO.password}` +
      ` (second account ${DEMO.second.phone}).`,
  );
}

const services = createServices({
  publicOrigin: origin,
  demo: config.demo,
  perAddressLimits: config.perAddressLimits,
});
const { app, missing } = await buildApp({
  db: database.db,
  handlers,
  services,
  siteDir: process.env['SITE_DIR'] ?? path.join(root, 'apps/site/dist'),
  siteOrigin: origin,
  logger: true,
  demo: config.demo,
  pages: config.demo ? developmentPages(database.db, services) : undefined,
  trustProxy: config.trustProxy,
  contentSecurity: config.contentSecurity,
  rateLimits: config.perAddressLimits ? undefined : {},
});
if (missing.length > 0) app.log.warn(`operations without a handler: ${missing.join(', ')}`);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
// Hourly (and at start): accounts whose 15-day cooling-off period has ended are deleted (also before each login),
// and ended sessions and old view marks go.
const housekeeping = () =>
  void Promise.all([
    finalizeAccountDeletions(database.db, services.now()),
    sweepExpired(database.db, services.now()),
  ]).catch((error: unknown) => app.log.warn({ cause: String(error) }, 'housekeeping failed'));
housekeeping();
const sweep = setInterval(housekeeping, 3_600_000);
sweep.unref();
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port, host });
console.log(`\n  Site and API: ${origin}/\n`);
console.log(
  config.demo
    ? `  DEMO MODE: simulated payments (/dev/pay, /dev/paypal), camera-app stand-in (/dev/camera-login) and the` +
        ` verification codes at ${origin}/dev/mailbox. Never expose this to the internet.\n`
    : `  Production mode: no /dev pages, verification codes are not logged${config.seed ? '' : ', nothing seeded'}.\n`,
);
if (!config.perAddressLimits) console.log('  RATE_LIMITS=off: no per-address limits (a test setting).\n');
