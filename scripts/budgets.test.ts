// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  catalogueCallsOf,
  cataloguesLoadedWith,
  catalogueOfKey,
  chunkKeyOf,
  coverageGaps,
  descriptorIdsIn,
  graphOfMetafile,
  messageIdsIn,
  missingIds,
  onDemandKeys,
  onDemandParts,
  routeGroupsOf,
  routesOfFile,
  type ManifestChunk,
} from './budgets.mjs';

describe('routesOfFile', () => {
  const source = `
    import { pageModule, pageModuleWith, type PageRoute } from './pageModule.ts';
    const pro = () => import('../pages/marketing/ProPage.tsx').then(pageModule);
    function pending(path: string, screen: string): PageRoute {
      return { path, lazy: () => import('../pages/mall/PendingScreen.tsx').then(pageModuleWith({ screen })) };
    }
    export const shellRoutes: PageRoute[] = [
      { index: true, catalogue: 'HomePage', lazy: () => import('../pages/marketing/HomePage.tsx').then(pageModule) },
      { path: '/eight', catalogue: 'ProPage', lazy: pro },
      {
        path: '/manage',
        catalogue: 'AccountArea',
        lazy: () => import('../pages/account/AccountArea.tsx').then(pageModule),
        children: [
          { index: true },
          { path: 'scene', catalogue: 'SceneScreen', lazy: () => import('../pages/account/SceneScreen.tsx').then(pageModule) },
        ],
      },
      pending('/mall/cart', 'cart'),
      ...[{ path: '/spread', catalogue: 'ProPage', lazy: pro }],
    ] satisfies PageRoute[];
    export const otherRoutes: PageRoute[] = [{ path: '/other', catalogue: 'ProPage', lazy: pro }];
    const notExported = [{ path: '/hidden', catalogue: 'ProPage', lazy: pro }];
  `;

  it('reads paths, modules and catalogues of objects, helper calls and spreads, parents first', () => {
    expect(routesOfFile(source, 'src/routes/site.tsx', ['shellRoutes'])).toEqual([
      { path: '/', modules: ['src/pages/marketing/HomePage.tsx'], catalogues: ['HomePage'] },
      { path: '/eight', modules: ['src/pages/marketing/ProPage.tsx'], catalogues: ['ProPage'] },
      { path: '/manage', modules: ['src/pages/account/AccountArea.tsx'], catalogues: ['AccountArea'] },
      {
        path: '/manage/scene',
        modules: ['src/pages/account/AccountArea.tsx', 'src/pages/account/SceneScreen.tsx'],
        catalogues: ['AccountArea', 'SceneScreen'],
      },
      { path: '/mall/cart', modules: ['src/pages/mall/PendingScreen.tsx'], catalogues: [] },
      { path: '/spread', modules: ['src/pages/marketing/ProPage.tsx'], catalogues: ['ProPage'] },
    ]);
  });

  it('adds the catalogues a route loads with its page after its own, once', () => {
    const withClient = `
      const withApiClient = (page) =>
        Promise.all([page, import('../app/siteClient.ts'), loadCatalogue('errors')]).then(([module]) => module);
      export const routes = [
        { path: '/cases', catalogue: 'CasesPage', lazy: () => withApiClient(import('../pages/CasesPage.tsx')) },
        {
          path: '/manage',
          catalogue: 'AccountArea',
          lazy: () => Promise.all([import('../pages/AccountArea.tsx'), loadCatalogue('errors')]),
          children: [{ path: 'scene', catalogue: 'SceneScreen', lazy: () => withApiClient(import('../pages/SceneScreen.tsx')) }],
        },
      ];
    `;
    expect(
      routesOfFile(withClient, 'src/routes/a.tsx', null).map(({ path, catalogues }) => [path, catalogues]),
    ).toEqual([
      ['/cases', ['CasesPage', 'errors']],
      ['/manage', ['AccountArea', 'errors']],
      ['/manage/scene', ['AccountArea', 'errors', 'SceneScreen']],
    ]);
  });

  it('reads every exported array when no names are given, and no constant that is not exported', () => {
    const paths = routesOfFile(source, 'src/routes/site.tsx', null).map((route) => route.path);
    expect(paths).toContain('/other');
    expect(paths).toContain('/eight');
    expect(paths).not.toContain('/hidden');
  });
});

describe('routeGroupsOf', () => {
  it("reads each group's route array and the file it comes from", () => {
    const source = `
      import { marketingRoutes } from './marketing.tsx';
      import { notFoundRoutes, shellRoutes } from './site.tsx';
      export const siteRouteGroups: RouteGroup[] = [
        { routes: marketingRoutes },
        { routes: shellRoutes },
        { routes: notFoundRoutes },
      ];
    `;
    expect(routeGroupsOf(source, 'src/routes/index.tsx')).toEqual([
      { name: 'marketingRoutes', file: 'src/routes/marketing.tsx' },
      { name: 'shellRoutes', file: 'src/routes/site.tsx' },
      { name: 'notFoundRoutes', file: 'src/routes/site.tsx' },
    ]);
  });

  it('fails on a group it cannot read rather than guessing', () => {
    const source = `
      export const siteRouteGroups = [{ routes: routesOf('marketing') }];
    `;
    expect(() => routeGroupsOf(source, 'src/routes/index.tsx')).toThrow(/siteRouteGroups entry/);
    expect(() => routeGroupsOf('export const routes = [];', 'src/routes/index.tsx')).toThrow(/no siteRouteGroups/);
  });
});

describe('catalogueOfKey', () => {
  it('names the locale and catalogue of a compiled .po module', () => {
    expect(catalogueOfKey('../../packages/i18n/src/locales/zh/marketing.po')).toEqual({
      locale: 'zh',
      name: 'marketing',
    });
    expect(catalogueOfKey('src/pages/marketing/HomePage.tsx')).toBeNull();
  });
});

describe('messageIdsIn', () => {
  const known = new Set(['ecTygm', '+0CTiK', 'a/b9Z+', 'zzaGes']);

  it('finds the ids of compiled message descriptors however the minifier quotes them', () => {
    const code =
      'title:e({id:`ecTygm`}),text:e({id:"+0CTiK"});(0,S.jsx)(Trans,{id:\'a/b9Z+\',values:{n}});{id:`capture`}';
    expect([...messageIdsIn(code, known)].sort()).toEqual(['+0CTiK', 'a/b9Z+', 'ecTygm']);
  });

  it('ignores ids no catalogue holds and catalogue ids that are not message descriptors', () => {
    expect(messageIdsIn('const id = `zzaGes`; x({id:`nothere`}); y({key:`zzaGes`})', known).size).toBe(0);
  });
});

describe('descriptorIdsIn', () => {
  it("finds the ids of the extraction build's descriptors, in a catalogue or not", () => {
    const code = `
      title: _t(/*i18n*/ { id: "ecTygm", message: "Capture" }),
      <_Trans {.../*i18n*/ {
        id: "Q/6//K", message: "{total} items" }} />
      const scene = { id: "zzaGes" };
    `;
    expect([...descriptorIdsIn(code, new Set(['zzaGes-not-here']))].sort()).toEqual(['Q/6//K', 'ecTygm']);
  });
});

describe('missingIds', () => {
  it('lists, sorted, the used ids none of the loaded catalogues holds', () => {
    const core = new Set(['a', 'b']);
    const area = new Set(['c']);
    expect(missingIds(new Set(['d', 'c', 'a', 'e']), [core, area])).toEqual(['d', 'e']);
    expect(missingIds(new Set(['a', 'c']), [core, area])).toEqual([]);
  });
});

describe('onDemandKeys', () => {
  const manifest: Record<string, ManifestChunk> = {
    'index.html': {
      file: 'index.js',
      isEntry: true,
      imports: ['shared.js'],
      dynamicImports: ['src/pages/A.tsx', 'src/pages/B.tsx', 'src/Menu.tsx', '../locales/zh/core.po'],
    },
    'shared.js': { file: 'shared.js' },
    'src/Menu.tsx': { file: 'Menu.js', imports: ['shared.js'] },
    'src/pages/A.tsx': { file: 'A.js', imports: ['index.html', 'shared.js'], dynamicImports: ['src/Dialog.tsx'] },
    'src/pages/B.tsx': { file: 'B.js', imports: ['index.html'] },
    'src/Dialog.tsx': {
      file: 'Dialog.js',
      imports: ['widgets.js'],
      dynamicImports: ['src/pages/B.tsx', '../locales/en/support.po', 'src/Qr.tsx'],
    },
    'widgets.js': { file: 'widgets.js' },
    'src/Qr.tsx': { file: 'Qr.js' },
    '../locales/zh/core.po': { file: 'core.js' },
    '../locales/en/support.po': { file: 'support.js' },
  };
  const pages = new Set(['src/pages/A.tsx', 'src/pages/B.tsx']);
  const entry = new Set(['index.html', 'shared.js']);

  it("follows a page's own on-demand chunks transitively, not the entry's, other pages or catalogues", () => {
    const keys = onDemandKeys(manifest, [...entry, 'src/pages/A.tsx'], { shared: entry, pages });
    expect([...keys].sort()).toEqual(
      ['index.html', 'shared.js', 'src/pages/A.tsx', 'src/Dialog.tsx', 'widgets.js', 'src/Qr.tsx'].sort(),
    );
  });

  it("follows the entry's on-demand parts for the shell, without the pages", () => {
    const keys = onDemandKeys(manifest, entry, { pages });
    expect([...keys].sort()).toEqual(['index.html', 'shared.js', 'src/Menu.tsx'].sort());
  });
});

describe('onDemandParts', () => {
  const manifest: Record<string, ManifestChunk> = {
    'index.html': { file: 'index.js', isEntry: true, dynamicImports: ['src/Api.tsx', 'src/Panel.tsx', 'src/Menu.tsx'] },
    'src/Api.tsx': { file: 'Api.js', imports: ['errors.js'] },
    'src/Panel.tsx': { file: 'Panel.js', imports: ['errors.js'], dynamicImports: ['src/Field.tsx'] },
    'src/Menu.tsx': { file: 'Menu.js', dynamicImports: ['src/Field.tsx'] },
    'src/Field.tsx': { file: 'Field.js' },
    'errors.js': { file: 'errors.js' },
  };

  it('gives each on-demand chunk the catalogues its loader loads with it, inherited down the chain', () => {
    const loadedWith = new Map([
      ['src/Api.tsx', ['errors']],
      ['src/Panel.tsx', ['errors']],
    ]);
    const parts = onDemandParts(manifest, ['index.html'], { loadedWith });
    expect([...(parts.get('index.html') ?? [])]).toEqual([]);
    expect([...(parts.get('src/Api.tsx') ?? [])]).toEqual(['errors']);
    expect([...(parts.get('errors.js') ?? [])]).toEqual(['errors']);
    // Reached from the panel (with errors) and from the menu (without): only what both load.
    expect([...(parts.get('src/Field.tsx') ?? [])]).toEqual([]);
  });

  it('gives a chunk reached both with and without a catalogue none', () => {
    const parts = onDemandParts(manifest, ['index.html'], { loadedWith: new Map([['src/Api.tsx', ['errors']]]) });
    expect([...(parts.get('errors.js') ?? [])]).toEqual([]);
  });
});

describe('cataloguesLoadedWith', () => {
  it('reads the catalogues a function loads together with an on-demand module', () => {
    const source = `
      import { loadCatalogue } from '@kankan/i18n';
      export function loadApiLayer() {
        return Promise.all([import('./apiLayer.tsx'), loadCatalogue('errors')]);
      }
      const Panel = lazy(() => Promise.all([import('../pages/Panel.tsx'), i18nLoader.loadCatalogue('errors')]));
      const Menu = lazy(() => import('./Menu.tsx'));
      loadCatalogue('account');
    `;
    expect(cataloguesLoadedWith(source, 'src/app/ApiOnDemand.tsx', '.')).toEqual(
      new Map([
        ['src/app/apiLayer.tsx', ['errors']],
        ['src/pages/Panel.tsx', ['errors']],
      ]),
    );
  });
});

describe('catalogueCallsOf', () => {
  it('names every catalogue a file loads by name, once, whatever loads beside it', () => {
    const source = `
      import { loadCatalogue } from '@kankan/i18n';
      export const client = createApiClient({ loadMessages: () => loadCatalogue('errors') });
      const Panel = lazy(() => Promise.all([import('./Panel.tsx'), i18nLoader.loadCatalogue('panel')]));
      void loadCatalogue('errors');
      loadCatalogue(name);
    `;
    expect(catalogueCallsOf(source, 'src/app/siteClient.ts')).toEqual(['errors', 'panel']);
  });
});

describe('chunkKeyOf', () => {
  it("finds a module's own chunk, or the one chunk named after it, else nothing", () => {
    const manifest: Record<string, ManifestChunk> = {
      'src/app/siteClient.ts': { file: 'a.js', src: 'src/app/siteClient.ts', name: 'siteClient' },
      '_b.js': { file: 'b.js', name: 'apiLayer' },
      '_c.js': { file: 'c.js', name: 'shared' },
      '_d.js': { file: 'd.js', name: 'shared' },
    };
    expect(chunkKeyOf(manifest, 'src/app/siteClient.ts')).toBe('src/app/siteClient.ts');
    expect(chunkKeyOf(manifest, 'src/app/apiLayer.tsx')).toBe('_b.js');
    expect(chunkKeyOf(manifest, 'src/pages/shared.ts')).toBeNull();
    expect(chunkKeyOf(manifest, 'src/Missing.tsx')).toBeNull();
  });
});

describe('graphOfMetafile', () => {
  it("keys each bundle by its entry point and lists the modules it loads on demand, not packages' or assets", () => {
    const metafile = {
      outputs: {
        '.message-graph/src/main.jsx': {
          entryPoint: 'src/main.tsx',
          imports: [
            { path: 'react', kind: 'import-statement', external: true },
            { path: '/repo/apps/site/src/app/apiLayer.tsx', kind: 'dynamic-import', external: true },
            { path: '/repo/apps/site/src/app/apiLayer.tsx', kind: 'dynamic-import', external: true },
            { path: '/repo/packages/ui/src/chinese-faces.ts', kind: 'dynamic-import', external: true },
            { path: 'libphonenumber-js', kind: 'dynamic-import', external: true },
          ],
        },
        '.message-graph/src/app/apiLayer.jsx': { entryPoint: 'src/app/apiLayer.tsx', imports: [] },
      },
    };
    expect(graphOfMetafile(metafile, '/repo/apps/site')).toEqual({
      'src/main.tsx': {
        file: '.message-graph/src/main.jsx',
        imports: [],
        dynamicImports: ['src/app/apiLayer.tsx', '../../packages/ui/src/chinese-faces.ts'],
      },
      'src/app/apiLayer.tsx': { file: '.message-graph/src/app/apiLayer.jsx', imports: [], dynamicImports: [] },
    });
  });

  it("lists another catalogue's entry imported statically and left apart like a module loaded on demand", () => {
    const errors = '/repo/packages/i18n/src/messages/errors.ts';
    const metafile = {
      outputs: {
        '.message-graph/src/main.jsx': {
          entryPoint: 'src/main.tsx',
          imports: [
            { path: errors, kind: 'import-statement', external: true },
            { path: '/repo/apps/site/src/other.ts', kind: 'import-statement', external: true },
          ],
        },
      },
    };
    expect(graphOfMetafile(metafile, '/repo/apps/site', new Set([errors]))).toEqual({
      'src/main.tsx': {
        file: '.message-graph/src/main.jsx',
        imports: [],
        dynamicImports: ['../../packages/i18n/src/messages/errors.ts'],
      },
    });
  });
});

describe('coverageGaps', () => {
  // One bundle per part the browser loads on its own: the shell, two pages, the API layer and a page's dialog.
  const graph: Record<string, ManifestChunk> = {
    'src/main.tsx': { file: 'main.js', dynamicImports: ['src/pages/A.tsx', 'src/pages/B.tsx', 'src/app/Api.ts'] },
    'src/pages/A.tsx': { file: 'A.js', dynamicImports: ['src/pages/ADialog.tsx'] },
    'src/pages/B.tsx': { file: 'B.js' },
    'src/pages/ADialog.tsx': { file: 'ADialog.js' },
    'src/app/Api.ts': { file: 'Api.js' },
  };
  const catalogues: Record<string, Set<string>> = {
    main: new Set(['menu']),
    A: new Set(['a', 'dialog']),
    B: new Set(['b']),
    errors: new Set(['network']),
  };
  const routes = [
    { path: '/a', modules: ['src/pages/A.tsx'], catalogues: ['A'] },
    { path: '/b', modules: ['src/pages/B.tsx'], catalogues: ['B'] },
  ];
  const gapsWith = (ids: Record<string, string[]>, options: { loadedWith?: Map<string, string[]> } = {}) =>
    coverageGaps({
      graph,
      idsOf: (keys) => new Set(keys.flatMap((key) => ids[key] ?? [])),
      shell: 'src/main.tsx',
      routes,
      locales: ['en', 'zh'],
      catalogueIds: (_locale, name) => catalogues[name] ?? new Set(),
      loadedWith: options.loadedWith ?? new Map([['src/app/Api.ts', ['errors']]]),
    });
  const used = {
    'src/main.tsx': ['menu'],
    'src/pages/A.tsx': ['a'],
    'src/pages/ADialog.tsx': ['dialog'],
    'src/pages/B.tsx': ['b'],
    'src/app/Api.ts': ['network'],
  };

  it('passes when every part finds its messages in what its route loads', () => {
    expect(gapsWith(used)).toEqual([]);
  });

  it("fails a page that shows another page's message, in the page or in a part it loads on demand", () => {
    expect(gapsWith({ ...used, 'src/pages/A.tsx': ['a', 'b'] })).toEqual([
      { route: '/a', names: ['main', 'A'], missing: ['b'] },
    ]);
    expect(gapsWith({ ...used, 'src/pages/ADialog.tsx': ['dialog', 'network'] })).toEqual([
      { route: '/a', names: ['main', 'A'], missing: ['network'] },
    ]);
  });

  it("fails the shell on a part it loads on demand without that part's catalogue, and on a message of no catalogue", () => {
    expect(gapsWith(used, { loadedWith: new Map() })).toEqual([
      { route: 'the shell (every page)', names: ['main'], missing: ['network'] },
    ]);
    expect(gapsWith({ ...used, 'src/main.tsx': ['menu', 'new'] })).toEqual([
      { route: 'the shell (every page)', names: ['main'], missing: ['new'] },
      { route: '/a', names: ['main', 'A'], missing: ['new'] },
      { route: '/b', names: ['main', 'B'], missing: ['new'] },
    ]);
  });

  it('lets a part use the catalogues its loader loads with it', () => {
    const parts = gapsWith(
      { ...used, 'src/pages/ADialog.tsx': ['dialog', 'network'] },
      {
        loadedWith: new Map([
          ['src/app/Api.ts', ['errors']],
          ['src/pages/ADialog.tsx', ['errors']],
        ]),
      },
    );
    expect(parts).toEqual([]);
  });
});
