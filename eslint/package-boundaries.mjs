// ESLint rule: each workspace package (apps/*, packages/*) is used through its name and the entry points its
// package.json exports. A relative import that leaves the importing file's package, or an import of another package's
// file by path (`@kankan/ui/src/...`), is refused: a package's internals stay free to change. A package imports only
// the workspace packages its package.json lists, so a dependency it gave up (the design system on the API client)
// cannot come back through the workspace's shared node_modules.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The workspace packages: folder → { name, exported subpaths }. */
function workspacePackages() {
  const packages = [];
  for (const group of ['apps', 'packages']) {
    const groupDir = path.join(root, group);
    if (!fs.existsSync(groupDir)) continue;
    for (const entry of fs.readdirSync(groupDir)) {
      const manifestFile = path.join(groupDir, entry, 'package.json');
      if (!fs.existsSync(manifestFile)) continue;
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      const exported =
        typeof manifest.exports === 'object' && manifest.exports !== null ? Object.keys(manifest.exports) : ['.'];
      const declared = new Set(
        ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {})),
      );
      packages.push({ dir: path.join(groupDir, entry), name: manifest.name, exported, declared });
    }
  }
  return packages;
}

const packages = workspacePackages();
const packageOf = (file) => packages.find((pkg) => file === pkg.dir || file.startsWith(pkg.dir + path.sep));

export default {
  meta: {
    type: 'problem',
    docs: { description: "Import other workspace packages by name and through their package.json's exports." },
    schema: [],
    messages: {
      leaves: "'{{source}}' reaches into {{target}} by a relative path: import it as '{{name}}' (through its exports).",
      internal: "'{{source}}' is not one of {{name}}'s exports ({{exported}}): export what you need from the package.",
      undeclared: '{{own}} does not list {{name}} in its package.json: it may not import it.',
    },
  },
  create(context) {
    const file = context.filename;
    const own = packageOf(file);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const target = packageOf(path.resolve(path.dirname(file), source));
        if (target && target !== own)
          context.report({
            node: node.source,
            messageId: 'leaves',
            data: { source, target: target.name, name: target.name },
          });
        return;
      }
      const target = packages.find((pkg) => source === pkg.name || source.startsWith(`${pkg.name}/`));
      if (!target) return;
      if (target !== own && !own.declared.has(target.name)) {
        context.report({ node: node.source, messageId: 'undeclared', data: { own: own.name, name: target.name } });
        return;
      }
      const subpath = source === target.name ? '.' : `.${source.slice(target.name.length)}`;
      if (!target.exported.includes(subpath))
        context.report({
          node: node.source,
          messageId: 'internal',
          data: { source, name: target.name, exported: target.exported.join(', ') },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ source: node.source }),
    };
  },
};
