import { sample } from 'openapi-sampler';
import type { KeyScopes } from '@cleardocket/domain/api-keys/rules';
import { BRAND_NAME } from '@cleardocket/domain/brand';
import { paths as pagePaths } from '@cleardocket/domain/paths';
import { SESSION_COOKIE_PREFIX } from '../modules/identity/auth';
import { defaultTagOf, operationIdOf, summaryOf } from './docs-operations';
import type { RouteDoc } from './docs-operations';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What each tag covers: the reference's table of contents. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  account: 'The signed-in member’s account: password, two-factor, sessions, activity, export and deletion.',
  agreement: 'The service agreement and its signatures.',
  'api-keys': 'The member’s API keys (session cookie only: a key cannot make keys).',
  assessment: 'The free assessment and its leads.',
  contact: 'The contact form.',
  'court-records': 'Court-record sealing and expungement: eligibility, cases, petitions, attorney referrals, orders.',
  dashboard: 'Figures for the member’s dashboard.',
  'dev-tools': 'Developer diagnostics (operators only).',
  errors: 'Error reports sent by the web app.',
  health: 'Liveness and readiness.',
  identity: 'Sign-up, sign-in, two-factor, password reset and phone verification.',
  mcp: 'The Model Context Protocol server for assistants (Streamable HTTP, API keys only).',
  membership: 'Plans, checkout, invoices, pausing and cancelling.',
  monitoring: 'Monitoring of protected profiles and the monthly reports.',
  notifications: 'In-app notifications, their preferences and push subscriptions.',
  onboarding: 'The steps from a new account to a membership.',
  operator: 'The operators’ console (operators only).',
  outbox: 'Messages kept instead of sent (development; operators).',
  profile: 'The member’s own profile and addresses.',
  profiles: 'Protected profiles: the member, family members and businesses.',
  'removal-runner': 'Automated filing of removal forms, its authorisation, tasks and screenshots.',
  requests: 'Takedown requests, their removals, evidence and verdicts.',
  search: 'Scans, findings (search results), alerts and search settings.',
};

const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`;

const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey' as const,
    in: 'cookie' as const,
    name: SESSION_COOKIE,
    description: `The session cookie set by sign-in (\`__Secure-${SESSION_COOKIE}\` over https). Writes must come from the app's own origin.`,
  },
  apiKey: {
    type: 'http' as const,
    scheme: 'bearer',
    description:
      'An API key made in Settings → API keys (`cdk_…`), sent as `Authorization: Bearer cdk_…`. Only operations that list this scheme take a key; read keys only read.',
  },
};

/** The document's fixed parts: info, servers (PUBLIC_URL), tags and security schemes. */
export function documentBase(publicUrl: string) {
  return {
    openapi: '3.0.3' as const,
    info: {
      title: `${BRAND_NAME} API`,
      version: '1.0.0',
      description: `The ${BRAND_NAME} member API: what the web app itself calls. Sign in for a session cookie, or make an API key in Settings for scripts and assistants (docs/api-keys.md).`,
      license: { name: 'Proprietary', url: new URL(pagePaths.terms.path, publicUrl).toString() },
    },
    servers: [{ url: publicUrl.replace(/\/+$/, ''), description: 'This server (PUBLIC_URL)' }],
    tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    components: { securitySchemes: SECURITY_SCHEMES },
  };
}

function securityOf(doc: RouteDoc): Json[] {
  if (doc.audience === 'public') return [];
  if (doc.audience === 'member' && doc.keyScopes.length > 0) return [{ session: [] }, { apiKey: [] }];
  return [{ session: [] }];
}

function keyNote(keyScopes: KeyScopes): string {
  if (keyScopes.length === 0) return 'API keys: not accepted.';
  return keyScopes.includes('read') ? 'API keys: read or write.' : 'API keys: write keys only.';
}

/** The header of the creates a retry could double (plugins/idempotency.ts, decision 078). */
const IDEMPOTENCY_KEY_HEADER: Json = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description:
    'A key of your choosing, one per create (a UUID). Sent again with the same body within 24 hours, ' +
    'the first answer is replayed (with `Idempotent-Replayed: true`) and nothing is created twice; ' +
    'the same key with another body answers 422; while the first request still runs, 409.',
};

/**
 * What a route's operation says besides its schemas (issue 33 item 1): an id and a summary derived
 * from method and path unless the route gives its own, a tag, and its security from its guard
 * and key scopes.
 */
export function describeOperation(schema: Json, method: string, url: string, doc: RouteDoc | undefined): Json {
  const tags = Array.isArray(schema.tags) && schema.tags.length > 0 ? schema.tags : [defaultTagOf(url)];
  const described: Json = {
    ...schema,
    operationId: typeof schema.operationId === 'string' ? schema.operationId : operationIdOf(method, url),
    summary: typeof schema.summary === 'string' ? schema.summary : summaryOf(method, url),
    tags,
  };
  if (!doc) return described;
  if (doc.isIdempotent) {
    // @fastify/swagger makes header parameters from the route's `headers` schema.
    const headers = isObject(schema.headers) ? schema.headers : { type: 'object' };
    const properties = isObject(headers.properties) ? headers.properties : {};
    described.headers = { ...headers, properties: { ...properties, 'Idempotency-Key': IDEMPOTENCY_KEY_HEADER } };
  }
  described.security = securityOf(doc);
  described['x-audience'] = doc.audience;
  if (doc.audience === 'member') {
    described['x-api-key-scopes'] = [...doc.keyScopes];
    const note = keyNote(doc.keyScopes);
    described.description = typeof schema.description === 'string' ? `${schema.description}\n\n${note}` : note;
  }
  return described;
}

/**
 * Whether the sampled example keeps the schema's string patterns (the sampler cannot always make
 * a string that matches one, e.g. a ZIP code); a body whose example breaks one gets none.
 */
function keepsPatterns(schema: unknown, value: unknown): boolean {
  if (!isObject(schema)) return true;
  if (typeof value === 'string' && typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
    return false;
  }
  if (Array.isArray(schema.allOf) && !schema.allOf.every((branch) => keepsPatterns(branch, value))) return false;
  for (const union of [schema.anyOf, schema.oneOf]) {
    if (!Array.isArray(union)) continue;
    // A tagged union's value is judged by the branches its tag names (a branch without that
    // property would wave any string through).
    const tagged = union.filter((branch) => fitsTags(branch, value));
    if (!(tagged.length > 0 ? tagged : union).some((branch) => keepsPatterns(branch, value))) return false;
  }
  if (Array.isArray(value)) return value.every((item) => keepsPatterns(schema.items, item));
  if (isObject(value) && isObject(schema.properties)) {
    const properties = schema.properties;
    return Object.entries(value).every(([name, item]) => keepsPatterns(properties[name], item));
  }
  return true;
}

/** Whether an object value has the const or enum values a union branch's properties require. */
function fitsTags(branch: unknown, value: unknown): boolean {
  if (!isObject(branch) || !isObject(value) || !isObject(branch.properties)) return false;
  return Object.entries(branch.properties).every(([name, property]) => {
    if (!isObject(property) || !(name in value)) return true;
    if ('const' in property && property.const !== value[name]) return false;
    return !Array.isArray(property.enum) || property.enum.includes(value[name]);
  });
}

/**
 * Gives every JSON body and answer without one an example sampled from its schema (Redocly's
 * sampler), so every operation shows at least one: its error answers always get theirs.
 */
export function addExamples(document: Json): void {
  for (const operation of operationsOf(document)) {
    const bodies = [operation.requestBody, ...Object.values(isObject(operation.responses) ? operation.responses : {})];
    for (const body of bodies) {
      if (!isObject(body) || !isObject(body.content)) continue;
      for (const media of Object.values(body.content)) {
        if (!isObject(media) || 'example' in media || 'examples' in media || !isObject(media.schema)) continue;
        const example = sample(media.schema, { skipReadOnly: false, quiet: true }, document);
        if (keepsPatterns(media.schema, example)) media.example = example;
      }
    }
  }
}

function operationsOf(document: Json): Json[] {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.values(paths)
    .filter(isObject)
    .flatMap((item) => Object.values(item).filter(isObject));
}

/**
 * OpenAPI 3.0 has no `null` type: a nullable union is written as `nullable` beside `anyOf`, which
 * the 3.0 schema forbids without a `type` (Redocly's nullable-type-sibling). Moves it onto each
 * branch, which says the same.
 */
export function fixNullableUnions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixNullableUnions(item);
    return;
  }
  if (!isObject(node)) return;
  const union = Array.isArray(node.anyOf) ? node.anyOf : Array.isArray(node.oneOf) ? node.oneOf : null;
  if (node.nullable === true && node.type === undefined && union) {
    delete node.nullable;
    for (const branch of union) if (isObject(branch) && branch.$ref === undefined) branch.nullable = true;
  }
  for (const value of Object.values(node)) fixNullableUnions(value);
}

/**
 * The members' copy (served to members and API keys, and written to docs/openapi.json): without
 * the operators' operations, and without tags no operation then uses.
 */
export function membersCopy(document: Json): Json {
  const paths: Json = {};
  const used = new Set<string>();
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    const kept = Object.fromEntries(
      Object.entries(item).filter(([, operation]) => !isObject(operation) || operation['x-audience'] !== 'operator'),
    );
    const operations = Object.values(kept).filter(isObject);
    if (operations.length === 0) continue;
    for (const operation of operations) {
      for (const tag of Array.isArray(operation.tags) ? operation.tags : []) used.add(String(tag));
    }
    paths[path] = kept;
  }
  const tags = Array.isArray(document.tags)
    ? document.tags.filter((tag) => isObject(tag) && used.has(String(tag.name)))
    : [];
  return { ...document, paths, tags };
}
