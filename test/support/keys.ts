import { generateKey } from '../../src/auth/api-keys.js';
import type { Scopes } from '../../src/auth/scopes.js';
import type { Storage } from '../../src/storage/types.js';

/** A key stored as `npm run keys -- create --name build --scope …` stores it (with its Composer ring when given). */
export async function storedKey(storage: Storage, scopes: Scopes, composerRing?: string): Promise<string> {
  const { key, id, hash } = generateKey();
  await storage.keys.create({
    id,
    name: 'build',
    hash,
    scopes,
    createdAt: new Date().toISOString(),
    ...(composerRing ? { composerRing } : {}),
  });
  return key;
}
