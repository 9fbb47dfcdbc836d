// The fake S3 of `npm run bench:cluster` (s3rver, as the API's tests use), run as a process of its own:
// FAKE_S3_PORT, bucket `lease-files`, kept under FAKE_S3_DIR.
import S3rver from 's3rver';

const fake = new S3rver({
  address: '127.0.0.1',
  port: Number(process.env.FAKE_S3_PORT),
  silent: true,
  directory: process.env.FAKE_S3_DIR ?? '',
  configureBuckets: [{ name: 'lease-files' }],
});
await fake.run();
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
