import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, counted, StorageNotFoundError, type Storage } from './storage.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, …); AWS itself when absent. */
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Bucket in the path instead of the host name, which most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Prefix of every key, so one bucket can hold several deployments. */
  prefix: string;
}

/** Files in an S3-compatible bucket. */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const target = (key: string) => {
    assertKey(key);
    return { Bucket: settings.bucket, Key: `${settings.prefix}${key}` };
  };
  return {
    async put(key, body, options = {}) {
      const { stream, bytes } = counted(body, options.maxBytes);
      // A multipart upload of unknown length: S3 shows the object only once it completes, and a failed
      // upload is aborted, so no half-written object is ever visible.
      const upload = new Upload({
        client,
        params: { ...target(key), Body: stream, ContentType: options.contentType },
        leavePartsOnError: false,
      });
      await upload.done();
      return { bytes: bytes() };
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand(target(key)));
        if (!(answer.Body instanceof Readable)) throw new Error(`No body for stored file ${key}`);
        return answer.Body;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          throw new StorageNotFoundError(key);
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(target(key)));
    },
    async sweep(before) {
      // Only this deployment's uploads (its prefix), page by page; each is aborted, which frees its parts.
      let removed = 0;
      let marker: { KeyMarker?: string; UploadIdMarker?: string } = {};
      for (;;) {
        const page = await client.send(
          new ListMultipartUploadsCommand({ Bucket: settings.bucket, Prefix: settings.prefix, ...marker }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
          await client.send(
            new AbortMultipartUploadCommand({
              Bucket: settings.bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
          removed += 1;
        }
        if (!page.IsTruncated) return removed;
        marker = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
    },
    async *list() {
      // This deployment's objects (its prefix), a page of up to 1,000 at a time.
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: settings.prefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key.slice(settings.prefix.length);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
