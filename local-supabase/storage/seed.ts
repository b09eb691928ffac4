import fs from 'node:fs';
import path from 'node:path';
import type { Services } from '../services.ts';
import { StorageApiError } from './errors.ts';
import {
  buildMetadata,
  checkUpload,
  findBucket,
  mimeTypeFromName,
  objectFilePath,
  stageFile,
  validateObjectName,
  writeObjectRow,
} from './objects.ts';

/**
 * What `supabase start` / `supabase seed buckets` do on a fresh database: every bucket of
 * config.toml exists (created unless a migration already did), and every file under its
 * `objects_path` is uploaded with its relative path as the object name. Seed files go through the
 * bucket's size and MIME rules like any upload: a file the bucket refuses stops the start with
 * its name. Returns the number of files uploaded.
 */
export async function seedStorage(services: Services): Promise<number> {
  const { db } = services;
  let count = 0;
  for (const [id, bucket] of Object.entries(services.project.storage.buckets)) {
    await db.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1, $1, $2, $3, $4::text[])
       on conflict (id) do nothing`,
      [id, bucket.public, bucket.fileSizeLimit, bucket.allowedMimeTypes],
    );
    if (!bucket.objectsPath) continue;
    if (!fs.existsSync(bucket.objectsPath)) {
      console.warn(
        `storage seed: objects_path ${bucket.objectsPath} of bucket "${id}" does not exist; nothing uploaded`,
      );
      continue;
    }
    const row = await findBucket(db, id);
    for (const file of listFiles(bucket.objectsPath)) {
      const name = path.relative(bucket.objectsPath, file).split(path.sep).join('/');
      const bytes = new Uint8Array(fs.readFileSync(file));
      const mimeType = mimeTypeFromName(name);
      try {
        validateObjectName(name);
        checkUpload(services, row, bytes.byteLength, mimeType);
      } catch (error) {
        if (error instanceof StorageApiError) {
          throw new Error(
            `storage seed: ${path.relative(services.supabaseDir, file)} refused by bucket "${id}": ${error.message}`,
            {
              cause: error,
            },
          );
        }
        throw error;
      }
      const finalPath = objectFilePath(services, id, name);
      await db.transaction(async (tx) => {
        await writeObjectRow(tx, {
          bucket: id,
          name,
          bytes,
          metadata: buildMetadata(bytes, mimeType, 'max-age=3600'),
          owner: null,
          ownerId: null,
          upsert: true,
        });
        stageFile(finalPath, bytes).commit();
      });
      count += 1;
    }
  }
  return count;
}

/** Files under `dir`, recursively, sorted, skipping dotfiles (.gitkeep, .DS_Store). */
function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}
