import { describe, expect, it } from 'vitest';
import { KEY_READS, KEY_WRITES, bearerKey, defaultKeyScopes, keyAccess } from './rules';

describe('keyAccess', () => {
  it('lets any key call a read and only a write key call a write', () => {
    expect(keyAccess('read', KEY_READS)).toBe('allowed');
    expect(keyAccess('write', KEY_READS)).toBe('allowed');
    expect(keyAccess('read', KEY_WRITES)).toBe('read_only');
    expect(keyAccess('write', KEY_WRITES)).toBe('allowed');
  });

  it('closes a route that declares no key scope to every key', () => {
    expect(keyAccess('write', undefined)).toBe('route_closed');
    expect(keyAccess('write', [])).toBe('route_closed');
    expect(keyAccess('read', [])).toBe('route_closed');
  });

  it('opens reads to any key and writes to write keys by default', () => {
    expect(defaultKeyScopes('GET')).toEqual(KEY_READS);
    expect(defaultKeyScopes('post')).toEqual(KEY_WRITES);
    expect(defaultKeyScopes('DELETE')).toEqual(KEY_WRITES);
    expect(defaultKeyScopes('PATCH')).toEqual(KEY_WRITES);
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
