// Types of the parts of scripts/budgets.mjs its unit test uses.
export declare const BUDGETS: { accountJs: number; css: number };
export declare const SENT_CEILINGS: Record<string, number>;
export declare const SENT_BUDGETS: { home: number; page: number };

export interface RouteOfFile {
  path: string;
  /** Modules the route's page loads, relative to apps/site. */
  modules: string[];
  /** The catalogues the route and its parents load: their pages' (`catalogue`) and those their `lazy` loads. */
  catalogues: string[];
}
export declare function routesOfFile(source: string, fileName: string, exportNames: string[] | null): RouteOfFile[];

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export declare function catalogueOfKey(key: string): { locale: string; name: string } | null;
export declare function onDemandKeys(
  manifest: Record<string, ManifestChunk>,
  keys: Iterable<string>,
  options?: { shared?: Set<string>; pages?: Set<string>; loadedWith?: Map<string, string[]> },
): Set<string>;
export declare function onDemandParts(
  manifest: Record<string, ManifestChunk>,
  keys: Iterable<string>,
  options?: { shared?: Set<string>; pages?: Set<string>; loadedWith?: Map<string, string[]> },
): Map<string, Set<string>>;
export declare function cataloguesLoadedWith(source: string, fileName: string, base?: string): Map<string, string[]>;
export declare function catalogueCallsOf(source: string, fileName: string): string[];
export declare function chunkKeyOf(manifest: Record<string, ManifestChunk>, module: string): string | null;
export declare function messageIdsIn(code: string, known: Set<string>): Set<string>;
export declare function descriptorIdsIn(code: string, known: Set<string>): Set<string>;
export declare function missingIds(used: Iterable<string>, catalogues: Set<string>[]): string[];
export interface Metafile {
  outputs: Record<
    string,
    { entryPoint?: string; imports: { path: string; kind: string; external?: boolean }[]; inputs?: object }
  >;
}
export declare function graphOfMetafile(
  metafile: Metafile,
  base: string,
  apart?: Set<string>,
): Record<string, ManifestChunk>;
export interface CoverageGap {
  route: string;
  names: string[];
  missing: string[];
}
export declare function coverageGaps(options: {
  graph: Record<string, ManifestChunk>;
  idsOf: (keys: string[]) => Set<string>;
  shell: string;
  routes: { path: string; modules: string[]; catalogues: string[] }[];
  locales: string[];
  catalogueIds: (locale: string, name: string) => Set<string>;
  loadedWith?: Map<string, string[]>;
}): CoverageGap[];
export declare function routeGroupsOf(source: string, fileName: string): { name: string; file: string }[];
