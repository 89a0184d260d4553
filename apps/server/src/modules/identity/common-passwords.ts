import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as languageCommon from '@zxcvbn-ts/language-common';

/**
 * The bundled list of common passwords (zxcvbn-ts's English-independent list, MIT, about 49,000
 * entries) checked at sign-up and password change: spec §8 `form_password_pwned`. Offline, so no
 * password or hash prefix ever leaves the server.
 */
let cached: Set<string> | null = null;

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@zxcvbn-ts/language-common/package.json');
  const file = path.join(path.dirname(packageJson), 'src', 'passwords.json');
  const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(list)) throw new Error('common password list is not an array');
  return new Set(list.filter((entry): entry is string => typeof entry === 'string'));
}

export function isCommonPassword(password: string): boolean {
  cached ??= load();
  const lowered = password.toLowerCase();
  if (cached.has(lowered)) return true;
  // "Password123" is "password" with digits on the end: just as guessable.
  const stem = lowered.replace(/\d+$/, '');
  return stem.length >= 6 && cached.has(stem);
}

let configured = false;

/**
 * Whether a password is easy to guess for an attacker who knows the person (issue 32): zxcvbn-ts's
 * estimate with the common-password and English dictionaries and the person's own words (their
 * email, names, the product's name) counted as known. Below score 3 is refused: `aaaaaaaa`, the
 * email itself, "ClearDocket1".
 */
export function isWeakPassword(password: string, userInputs: readonly string[]): boolean {
  if (!configured) {
    zxcvbnOptions.setOptions({
      dictionary: { ...languageCommon.dictionary },
      graphs: languageCommon.adjacencyGraphs,
    });
    configured = true;
  }
  const words = userInputs
    .flatMap((input) => [input, ...input.split(/[^A-Za-z0-9]+/)])
    .filter((word) => word.length >= 3);
  return zxcvbn(password, words).score < 3;
}
