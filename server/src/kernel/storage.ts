/** Where media bytes live. Disk by default; an S3 adapter implements the same two calls. */
export type MediaStorage = {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
};
