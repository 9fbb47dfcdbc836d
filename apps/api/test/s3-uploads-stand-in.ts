import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type S3rver from 's3rver';

/** Where s3rver keeps a bucket's multipart uploads not yet completed: a folder per upload id. */
const uploadsDir = (root: string, bucket: string) => join(root, bucket, '._S3rver_uploads');

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * s3rver answers ListMultipartUploads and AbortMultipartUpload with NotImplemented; this stands in for
 * the two on its own upload folders, so the sweep of unfinished uploads runs against it. Put in before
 * `run()`, ahead of s3rver's own routes.
 */
export function withUnfinishedUploads(fake: S3rver, root: string): void {
  fake.middleware.unshift(async (ctx, next) => {
    const [, bucket, ...rest] = ctx.path.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (ctx.method === 'GET' && bucket && !key && 'uploads' in ctx.query) {
      const prefix = String(ctx.query.prefix ?? '');
      const ids = await readdir(uploadsDir(root, bucket)).catch(() => [] as string[]);
      const uploads = await Promise.all(
        ids.map(async (id) => {
          const dir = join(uploadsDir(root, bucket), id);
          return { id, key: await readFile(join(dir, 'key'), 'utf8'), initiated: (await stat(dir)).mtime };
        }),
      );
      ctx.type = 'application/xml';
      ctx.body =
        `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${bucket}</Bucket>` +
        `<IsTruncated>false</IsTruncated>` +
        uploads
          .filter((u) => u.key.startsWith(prefix))
          .map(
            (u) =>
              `<Upload><Key>${xml(u.key)}</Key><UploadId>${u.id}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
          )
          .join('') +
        `</ListMultipartUploadsResult>`;
      return;
    }
    if (ctx.method === 'DELETE' && bucket && key && typeof ctx.query.uploadId === 'string') {
      await rm(join(uploadsDir(root, bucket), ctx.query.uploadId), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    await next();
  });
}
