// Decision 015: imports run app -> features -> the shared floor -> @tradelink/shared, and a feature
// reaches another only through what that feature offers: its `api/` (query options, keys, hooks)
// and its `public/` folder (components and helpers meant for others). A local rule rather than
// `no-restricted-imports`, which sees neither `import()` (how dialogs and islands load features)
// nor where a relative path lands.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const web = path.join(root, 'apps/web/app');
const shared = path.join(root, 'packages/shared/src');
const FLOOR = new Set(['components', 'lib', 'locales', 'styles']);

const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/**
 * Where a file sits: `shared` (packages/shared), `floor` (components/, lib/: shared UI and
 * plumbing), `feature` (features/<name>/, `offered` when in its api/ or public/ folder), or `app`
 * (routes/, shell/, root.tsx, the entries and the route table: what composes features).
 */
function placeOf(file) {
  if (inside(shared, file)) return { layer: 'shared' };
  if (!inside(web, file)) return null;
  const [top, feature, folder] = path.relative(web, file).split(path.sep);
  if (top === 'features') return { layer: 'feature', feature, offered: folder === 'api' || folder === 'public' };
  return { layer: FLOOR.has(top) ? 'floor' : 'app', top };
}

/** The file (without extension handling) a specifier names, or null for packages. */
function target(from, spec) {
  if (spec.startsWith('~/')) return path.join(web, spec.slice(2));
  if (spec.startsWith('./') || spec.startsWith('../')) return path.resolve(path.dirname(from), spec);
  if (spec.startsWith('@tradelink/shared/')) return path.join(shared, spec.slice('@tradelink/shared/'.length));
  if (/^@tradelink\/(web|server)(\/|$)/.test(spec)) return path.join(root, 'apps', spec.split('/')[1]);
  return null;
}

function problem(from, to, toFile) {
  if (from.layer === 'shared') return toFile && !inside(shared, toFile) ? 'packages/shared imports nothing from the apps' : null;
  if (!to) return null;
  if (from.layer === 'floor' && (to.layer === 'feature' || to.layer === 'app')) {
    return `${from.top}/ is shared by every feature and must not import ${to.layer === 'feature' ? `features/${to.feature}` : `${to.top} (the app layer)`}; move what it needs down to components/ or lib/, or the composing code up to shell/ or routes/`;
  }
  if (from.layer === 'feature') {
    if (to.layer === 'app') return `features do not import the app layer (${to.top}); the app composes features, not the other way round`;
    if (to.layer === 'feature' && to.feature !== from.feature && !to.offered) {
      return `features/${from.feature} imports an internal file of features/${to.feature}; features meet through each other's api/ and public/ folders: move the file to features/${to.feature}/public/ if it is meant for other features, down to components/ or lib/ if many use it, or compose the two in a route`;
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Imports run app -> features -> components/lib -> @tradelink/shared; features meet only through api/ and public/ (decision 015)' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from || from.layer === 'app') return {};
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const toFile = target(context.filename, source.value);
      const message = toFile && problem(from, placeOf(toFile), toFile);
      if (message) context.report({ node: source, message: `${message} (decision 015).` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
