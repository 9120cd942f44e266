import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkKey, contentTypeOf, type ObjectStore } from './object-store.ts';

/** Writes a file under a temporary name, flushes and renames it: readers never see half a file. */
export async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${crypto.randomBytes(6).toString('hex')}.tmp`);
  const handle = await fs.promises.open(temp, 'wx');
  try {
    await handle.writeFile(data);
    // Flushed before the rename: otherwise a power cut can leave the new name on an empty file.
    await handle.datasync();
  } finally {
    await handle.close();
  }
  try {
    await fs.promises.rename(temp, file);
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

async function statFile(file: string): Promise<fs.Stats | null> {
  try {
    const stat = await fs.promises.stat(file);
    return stat.isFile() ? stat : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Objects as files under `root` (the embedded default): a key is a relative path. The content type
 * is not kept; it follows the key's extension (callers that know better, like attachments, set
 * their own). Temporary files of unfinished writes (`.name.xxxx.tmp`) are never listed.
 */
export function createLocalStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));

  async function* walk(dir: string, prefix: string): AsyncGenerator<{ key: string; bytes: number }> {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else if (entry.isFile()) {
        const stat = await statFile(path.join(dir, entry.name));
        if (stat) yield { key, bytes: stat.size };
      }
    }
  }

  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await writeAtomic(file, data);
    },
    async get(key) {
      const file = fileOf(key);
      const stat = await statFile(file);
      if (!stat) return null;
      return { body: fs.createReadStream(file), bytes: stat.size, contentType: contentTypeOf(key) };
    },
    async head(key) {
      const stat = await statFile(fileOf(key));
      return stat ? { bytes: stat.size, contentType: contentTypeOf(key) } : null;
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async *list(prefix = '') {
      // Walk only the folder the prefix names (`ab/<hash>/` reads one folder, not the whole store).
      const slash = prefix.lastIndexOf('/');
      const dirKey = slash >= 0 ? prefix.slice(0, slash) : '';
      const dir = dirKey ? path.join(root, ...checkKey(dirKey).split('/')) : root;
      for await (const item of walk(dir, dirKey)) if (item.key.startsWith(prefix)) yield item;
    },
  };
}
