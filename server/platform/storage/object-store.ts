import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

export interface ObjectStoreConfig {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (then addressed by path: endpoint/bucket/key). */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Objects older than this with no stored_files row are orphans and deleted by sweep: longer than
 * any transaction that writes a file, so an object whose row is not committed yet is never taken.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/** File bytes in an S3-compatible bucket (decision 0036); server/platform/storage/files.ts is its one user. */
export function createObjectStore(config: ObjectStoreConfig) {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;

  return {
    async put(key: string, bytes: Buffer, contentType: string) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },

    /** The object's bytes, or `length` of them from byte `start` (an HTTP Range: audio and video seeking). */
    async get(key: string, range?: { start: number; length: number }): Promise<Buffer | null> {
      try {
        const Range = range ? `bytes=${range.start}-${range.start + range.length - 1}` : undefined;
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    /**
     * Delete the objects no row names (`referenced` answers which of a page of keys have rows)
     * and that are older than the grace period: objects of rolled-back uploads, and of files
     * whose rows were deleted. Answers how many it deleted.
     */
    async sweep(referenced: (keys: string[]) => Promise<Set<string>>, now = Date.now()): Promise<number> {
      let deleted = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken, MaxKeys: 1000 }));
        const old = (page.Contents ?? []).filter(
          (o) => o.Key && o.LastModified && now - o.LastModified.getTime() > ORPHAN_GRACE_MS,
        );
        if (old.length) {
          const keep = await referenced(old.map((o) => o.Key!));
          const orphans = old.filter((o) => !keep.has(o.Key!)).map((o) => ({ Key: o.Key! }));
          if (orphans.length) {
            await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: orphans, Quiet: true } }));
            deleted += orphans.length;
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return deleted;
    },

    close: () => client.destroy(),
  };
}

export type ObjectStore = ReturnType<typeof createObjectStore>;
