import path from 'node:path';
import type { Config } from '../../config.ts';
import { s3Storage } from './s3-storage.ts';
import { diskStorage, type MediaStorage } from './storage.ts';

/** The S3-compatible bucket when one is configured (S3_BUCKET), else KUDOS_DATA_DIR/media. */
export function configuredStorage(config: Config): MediaStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, 'media'));
}
