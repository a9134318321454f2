import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import type { MediaStorage } from './storage.ts';

const safeKey = /^[a-zA-Z0-9/_.-]+$/;

/**
 * Media bytes in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...). Keys are the same as on
 * disk; the bucket stays private, since files are served through the API's signed links.
 */
export function s3Storage(config: S3Config): MediaStorage {
  // The SDK (about 6 MB of heap) is loaded with the first file read or written, not at start.
  let connected: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        ...(config.credentials ? { credentials: config.credentials } : {}),
        forcePathStyle: config.forcePathStyle,
      }),
    })));
  const check = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error('invalid storage key');
    return key;
  };
  return {
    async put(key, bytes) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket: config.bucket, Key: check(key), Body: bytes }));
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket: config.bucket, Key: check(key) }),
        );
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
  };
}
