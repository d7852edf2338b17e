/** Kysely's view of the tables of migration 0100_scenes_extra (to be merged into `Database` in schema.ts). */

/** Scenes per account, camera, folder and status, kept by a trigger on `scenes`. 0 stands for no camera/folder. */
export type SceneCountsTable = {
  user_id: number;
  camera_id: number;
  folder_id: number;
  status: number;
  n: number;
};

// Type aliases (not interfaces) so Kysely's `withTables` accepts them.
export type ScenesExtraTables = {
  scene_counts: SceneCountsTable;
};
