// Types of the parts of scripts/budgets.mjs its unit test uses.
export declare const BUDGETS: { homeJs: number; routeJs: number; css: number };

export interface RouteOfFile {
  path: string;
  /** Modules the route's page loads, relative to apps/site. */
  modules: string[];
  /** The catalogue area the route names (null: core only), undefined when it names none. */
  area: string | null | undefined;
}
export declare function routesOfFile(source: string, fileName: string, exportNames: string[] | null): RouteOfFile[];

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export declare function catalogueOfKey(key: string): { locale: string; name: string } | null;
export declare function onDemandKeys(
  manifest: Record<string, ManifestChunk>,
  keys: Iterable<string>,
  options?: { shared?: Set<string>; pages?: Set<string> },
): Set<string>;
export declare function messageIdsIn(code: string, known: Set<string>): Set<string>;
export declare function missingIds(used: Iterable<string>, catalogues: Set<string>[]): string[];
export declare function routeGroupsOf(
  source: string,
  fileName: string,
): { name: string; file: string; area: string | null }[];
