// The server's module graph, checked by dependency-cruiser in `npm run lint` (issue 29): no cycle
// between modules, no import against the layers of scripts/module-layers.cjs, no module left out
// of them. apps/server/test/module-graph.test.ts proves each rule fires.
const { LAYERS, MODULES_ROOT } = require('./scripts/module-layers.cjs');

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const modulePath = (names) => `^${MODULES_ROOT}/(${names.map(escape).join('|')})/`;
const ALL = LAYERS.flatMap((layer) => layer.modules);

/** A module of layer i imports no module of layer i (its own aside) or above. */
const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  severity: 'error',
  comment: `A ${layer.name} module imports only modules of lower layers (scripts/module-layers.cjs).`,
  from: { path: modulePath(layer.modules) },
  to: {
    path: modulePath(LAYERS.slice(index).flatMap((upper) => upper.modules)),
    pathNot: `^${MODULES_ROOT}/$1/`,
  },
}));
const topLayer = LAYERS[LAYERS.length - 1];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment: 'Server modules form a line, not a knot: no cycle through another module.',
      from: { path: `^${MODULES_ROOT}/([^/]+)/` },
      to: { circular: true, viaSomeNot: `^${MODULES_ROOT}/$1/` },
    },
    ...layerRules,
    {
      name: `layer-${topLayer.name}`,
      severity: 'error',
      comment: `A ${topLayer.name} module imports no other module of its layer.`,
      from: { path: modulePath(topLayer.modules) },
      to: { path: modulePath(topLayer.modules), pathNot: `^${MODULES_ROOT}/$1/` },
    },
    {
      name: 'module-without-layer',
      severity: 'error',
      comment: 'Every server module has a layer: add it to scripts/module-layers.cjs.',
      from: { path: `^${MODULES_ROOT}/`, pathNot: modulePath(ALL) },
      to: {},
    },
  ],
  options: {
    includeOnly: '^apps/server/src/',
    tsPreCompilationDeps: true,
    exclude: { path: '\\.test\\.ts$' },
    doNotFollow: { path: 'node_modules' },
  },
};
