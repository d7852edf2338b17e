import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as initial from './migrations/0001_initial.ts';
import * as product from './migrations/0002_product.ts';
import * as scenesExtra from './migrations/0100_scenes_extra.ts';
import * as rateLimits from './migrations/0200_rate_limits.ts';
import * as orderInvoices from './migrations/0300_order_invoices.ts';
import * as orderTracking from './migrations/0300_order_tracking.ts';
import * as sceneDownloads from './migrations/0300_scene_downloads.ts';
import * as addressDefault from './migrations/0310_address_default.ts';
import * as atomicRules from './migrations/0400_atomic_rules.ts';
import * as userNameKey from './migrations/0400_user_name_key.ts';
import * as viewMarks from './migrations/0410_view_marks.ts';

/** Every migration in order. Listed statically so they run the same under tsx, tests and a bundle. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_product': product,
  '0100_scenes_extra': scenesExtra,
  '0200_rate_limits': rateLimits,
  '0300_order_invoices': orderInvoices,
  '0300_order_tracking': orderTracking,
  '0300_scene_downloads': sceneDownloads,
  '0310_address_default': addressDefault,
  '0400_atomic_rules': atomicRules,
  '0400_user_name_key': userNameKey,
  '0410_view_marks': viewMarks,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
