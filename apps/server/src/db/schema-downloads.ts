/** Kysely's view of the table of migration 0300_scene_downloads. */
import type { ColumnType, Generated } from 'kysely';

/** A download the account may save: free (a member's) or paid (`order_id`, the paid download order). */
export type SceneDownloadsTable = {
  id: Generated<number>;
  user_id: number;
  scene_id: number;
  free: boolean;
  order_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

// A type alias (not an interface) so Kysely's `withTables` accepts it.
export type DownloadsTables = {
  scene_downloads: SceneDownloadsTable;
};
