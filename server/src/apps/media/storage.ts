import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '../../kernel/storage.ts';

export type { MediaStorage } from '../../kernel/storage.ts';

const safeKey = /^[a-zA-Z0-9/_.-]+$/;

export function diskStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch {
        return null;
      }
    },
  };
}
