import { readObject } from './object-store.ts';
import { STORAGE_AREAS, type Storage } from './storage.ts';

export interface MigrateCounts {
  /** Objects written to the target. */
  copied: number;
  /** Objects the target already had with the same size (an earlier, perhaps interrupted, run). */
  skipped: number;
  /** Objects that could not be copied (named in `errors`); a later run tries them again. */
  failed: number;
  errors: string[];
}

const PARALLEL = 8;

/**
 * Copies every object of both areas from one storage to another (the local folders to the bucket).
 * Idempotent and resumable: an object the target holds with the same size is skipped (keys are
 * content hashes, so the same key and size is the same file). Nothing is deleted from the source.
 */
export async function migrateStorage(from: Storage, to: Storage, progress: (line: string) => void = () => {}): Promise<MigrateCounts> {
  const counts: MigrateCounts = { copied: 0, skipped: 0, failed: 0, errors: [] };
  for (const area of STORAGE_AREAS) {
    const source = from[area];
    const target = to[area];
    const pending = new Set<Promise<void>>();
    const copy = async (key: string, bytes: number) => {
      try {
        const there = await target.head(key);
        if (there && there.bytes === bytes) {
          counts.skipped += 1;
          return;
        }
        const object = await source.head(key);
        const data = await readObject(source, key);
        if (!object || !data) throw new Error('vanished from the source');
        await target.put(key, data, object.contentType);
        counts.copied += 1;
      } catch (error) {
        counts.failed += 1;
        counts.errors.push(`${area}/${key}: ${(error as Error).message}`);
      }
      const done = counts.copied + counts.skipped + counts.failed;
      if (done % 500 === 0) progress(`${done} files (${counts.copied} copied, ${counts.skipped} already there)`);
    };
    for await (const { key, bytes } of source.list()) {
      const job = copy(key, bytes).finally(() => pending.delete(job));
      pending.add(job);
      if (pending.size >= PARALLEL) await Promise.race(pending);
    }
    await Promise.all(pending);
  }
  return counts;
}
