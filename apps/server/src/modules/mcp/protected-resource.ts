import type { FastifyPluginAsync } from 'fastify';
import { BRAND_NAME } from '@cleardocket/domain/brand';
import { API_KEY_SCOPES } from '@cleardocket/domain/api-keys/rules';
import type { Config } from '../../env';

const MCP_PATH = '/api/mcp';
const WELL_KNOWN = '/.well-known/oauth-protected-resource';

/** Where the MCP endpoint's metadata is: the well-known path with the resource's path after it (RFC 9728 §3.1). */
export function protectedResourceMetadataUrl(publicUrl: string): string {
  return new URL(`${WELL_KNOWN}${MCP_PATH}`, publicUrl).toString();
}

/**
 * OAuth 2.0 Protected Resource Metadata (RFC 9728) for the MCP server, as the MCP authorization
 * spec asks: at the path-suffixed well-known URL the 401's `WWW-Authenticate` names, and at the
 * bare one clients try next. Keys are made by the member in Settings, not by an authorization
 * server, so none is listed (the field is optional): a client sends the key as a bearer token
 * (decision 052).
 */
const protectedResourceRoutes: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  const metadata = {
    resource: new URL(MCP_PATH, config.publicUrl).toString(),
    resource_name: `${BRAND_NAME} MCP server`,
    bearer_methods_supported: ['header'],
    scopes_supported: [...API_KEY_SCOPES],
    resource_documentation: new URL('/api/docs', config.publicUrl).toString(),
  };
  const schema = { hide: true };
  const answer = async () => metadata;
  fastify.get(WELL_KNOWN, { schema }, answer);
  fastify.get(`${WELL_KNOWN}${MCP_PATH}`, { schema }, answer);
};

export default protectedResourceRoutes;
