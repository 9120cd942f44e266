// `npm run storage:migrate`: copies the files under DATA_DIR (media/, attachments/) to the S3
// bucket the environment names, so a server started with S3_BUCKET finds them (decision 022).
// Safe to run again, and while the server runs: what is already there is skipped.
import { loadEnv } from '../../config/env.ts';
import { migrateStorage } from './migrate-storage.ts';
import { createLocalStorage, createStorage } from './storage.ts';

const env = loadEnv();
if (!env.s3) {
  console.error('storage:migrate: S3_BUCKET is not set; set the S3_* variables the server will use (README, "Configuration").');
  process.exit(1);
}
const target = createStorage(env);
const started = Date.now();
console.log(`Copying files from ${env.dataDir} to s3://${env.s3.bucket}/${env.s3.prefix} ...`);
try {
  const counts = await migrateStorage(createLocalStorage(env.dataDir), target, (line) => console.log(line));
  for (const error of counts.errors.slice(0, 20)) console.error(`  failed: ${error}`);
  if (counts.errors.length > 20) console.error(`  ... and ${counts.errors.length - 20} more`);
  console.log(`${counts.copied} copied, ${counts.skipped} already there, ${counts.failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  process.exitCode = counts.failed ? 1 : 0;
} finally {
  target.close();
}
