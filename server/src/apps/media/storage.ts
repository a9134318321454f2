import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where media bytes live. Disk by default; an S3 adapter implements the same two calls. */
export type MediaStorage = {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
};

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
