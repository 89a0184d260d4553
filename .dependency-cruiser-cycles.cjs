// No import cycle anywhere in the code (apps, packages, tests, tools), checked by dependency-cruiser
// in `npm run lint`. ESLint's import-x/no-cycle did this before and took about three quarters of
// the lint's time (decision 134); the server's module rules are in .dependency-cruiser.cjs.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No file imports itself through others: move the shared part down or split the file.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // The tools' tsconfig maps the web app's `~/` imports.
    tsConfig: { fileName: 'tsconfig.tools.json' },
    exclude: { path: '(^|/)(node_modules|build|\\.react-router|\\.tmp|data|test-results)/' },
    doNotFollow: { path: 'node_modules' },
  },
};
