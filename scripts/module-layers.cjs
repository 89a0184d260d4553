// The server's modules in layers, lowest first (docs/architecture.md "Module graph", decision 011
// addendum). A module imports only modules of lower layers: never one of its own layer, never one
// above. Where a lower module's work must make a higher one act, app.ts hands it a callback
// (apps/server/src/app-wiring.ts). .dependency-cruiser.cjs turns this into rules; `npm run graph`
// draws it into docs/architecture.md.
const LAYERS = [
  {
    name: 'platform',
    why: 'records and messages every feature may use',
    modules: ['audit', 'notifications', 'outbox', 'error-reports', 'health', 'dev-tools'],
  },
  {
    name: 'member',
    why: 'who the member is: the account, its record, the signed agreement, API keys',
    modules: ['identity', 'profile', 'agreement', 'api-keys'],
  },
  { name: 'plans', why: 'plans and entitlements, consulted by everything above', modules: ['membership'] },
  {
    name: 'profiles',
    why: 'the people a member acts for and their facts: the match profile scans and verifications weigh',
    modules: ['protected-profiles'],
  },
  { name: 'search', why: 'scans, results, the provider budget', modules: ['search'] },
  {
    name: 'findings',
    why: 'what follows from results: takedown requests, the free assessment',
    modules: ['requests', 'assessment'],
  },
  {
    name: 'casework',
    why: 'work on requests: the runner, court records, monitoring, the operator console',
    modules: ['removal-runner', 'court-records', 'monitoring', 'operator', 'drp', 'drop', 'registry'],
  },
  {
    name: 'surfaces',
    why: 'what only members, admins and clients call: account, MCP, onboarding, contact, secrets',
    modules: ['account', 'mcp', 'members', 'onboarding', 'contact', 'secrets'],
  },
];

module.exports = { LAYERS, MODULES_ROOT: 'apps/server/src/modules' };
