import { describe, expect, it } from 'vitest';
import { bearerKey, keyAccess } from './rules';

describe('keyAccess', () => {
  it('lets a read key read the member API and refuses it every write', () => {
    expect(keyAccess('read', 'GET', '/api/requests')).toBe('allowed');
    expect(keyAccess('read', 'GET', '/api/search/results')).toBe('allowed');
    expect(keyAccess('read', 'POST', '/api/requests')).toBe('read_only');
    expect(keyAccess('read', 'DELETE', '/api/search/results/:id/ignore')).toBe('read_only');
    expect(keyAccess('write', 'POST', '/api/requests')).toBe('allowed');
  });

  it('never opens identity, account, keys, billing or the console', () => {
    for (const route of [
      '/api/identity/sign-out',
      '/api/account/delete',
      '/api/api-keys',
      '/api/membership/subscription',
      '/api/admin/members',
      '/api/admin/secrets/secure-secret',
      '/api/requestsx',
    ]) {
      expect(keyAccess('write', 'GET', route)).toBe('route_closed');
      expect(keyAccess('write', 'POST', route)).toBe('route_closed');
    }
  });

  it('reads the profile but never changes it', () => {
    expect(keyAccess('write', 'GET', '/api/profile')).toBe('allowed');
    expect(keyAccess('write', 'PATCH', '/api/profile')).toBe('route_closed');
  });

  it('takes the MCP endpoint as a POST from either scope (its tools check the scope)', () => {
    expect(keyAccess('read', 'POST', '/api/mcp')).toBe('allowed');
  });
});

describe('bearerKey', () => {
  it('reads the token of a Bearer header, whatever the case of the word', () => {
    expect(bearerKey('Bearer cdk_abc')).toBe('cdk_abc');
    expect(bearerKey('bearer  cdk_abc ')).toBe('cdk_abc');
    expect(bearerKey('Basic Zm9vOmJhcg==')).toBeNull();
    expect(bearerKey(undefined)).toBeNull();
    expect(bearerKey('Bearer a b')).toBeNull();
  });
});
