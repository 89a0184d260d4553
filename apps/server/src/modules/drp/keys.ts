import { BRAND, BRAND_NAME } from '@cleardocket/domain/brand';
import { paths } from '@cleardocket/domain/paths';
import type { Db } from '../../db/database';
import { getOrCreateSetting } from '../../lib/app-settings';
import { loadAgentKeys, newAgentKeys } from './signing';
import type { AgentKeys } from './signing';

/** Our agent id in the network (3.05.1: `[A-Z_]+`), from the brand. */
export const AGENT_ID = BRAND_NAME.toUpperCase().replace(/[^A-Z]+/g, '_');

/** The agent's key pair, made once and kept in the database so every process signs alike. */
export async function agentKeys(db: Db): Promise<AgentKeys> {
  const stored = await getOrCreateSetting(db, 'drp_agent_keys', () => JSON.stringify(newAgentKeys()));
  return loadAgentKeys(JSON.parse(stored) as { privateKey: string; verifyKey: string });
}

/**
 * Our entry for the DRP service directory (3.05.1): what the network's operators publish so a
 * business can check our signatures. Served at GET /api/drp/agent.
 */
export async function agentDirectoryEntry(db: Db, publicUrl: string) {
  const { verifyKey } = await agentKeys(db);
  return {
    id: AGENT_ID,
    name: BRAND.name,
    verify_key: verifyKey,
    web_url: publicUrl,
    identity_assurance_url: `${publicUrl}${paths.privacy.getHref()}`,
    technical_contact: BRAND.emails.support,
    business_contact: BRAND.emails.privacy,
  };
}
