import type { AppDeps } from '../../http/deps';
import { type Job, runEvery } from '../../jobs/runEvery';
import { removeStoredFile } from './store';

const DAY_MS = 24 * 3_600_000;

/**
 * Removes uploaded files that nothing refers to (no hostel picture or video, no profile picture, no complaint's photo) once
 * they are older than `olderThanMs`: a picture chosen and never saved, the files of an abandoned form.
 * Returns the names removed.
 */
export async function removeOrphanUploads(deps: AppDeps, olderThanMs = DAY_MS): Promise<string[]> {
  const { db } = deps;
  const cutoff = new Date(Date.now() - olderThanMs).toISOString();
  const old = await db.selectFrom('uploads').select('file_name').where('created_at', '<', cutoff).execute();
  const removed: string[] = [];
  for (const { file_name: name } of old) {
    const ref = `%/uploads/${name}`;
    const used =
      (await db.selectFrom('hostel_images').select('id').where('url', 'like', ref).executeTakeFirst()) ??
      (await db.selectFrom('hostels').select('id').where('video_url', 'like', ref).executeTakeFirst()) ??
      (await db.selectFrom('users').select('id').where('profile_picture_url', 'like', ref).executeTakeFirst()) ??
      (await db.selectFrom('complaints').select('id').where('photo_url', 'like', ref).executeTakeFirst());
    if (used) continue;
    await removeStoredFile(deps, name);
    removed.push(name);
  }
  return removed;
}

/** Cleans at start-up and then every six hours, without keeping the process alive. */
export function scheduleOrphanCleanup(deps: AppDeps, log: (msg: string) => void): Job {
  const run = async () => {
    const removed = await removeOrphanUploads(deps);
    if (removed.length) log(`removed ${removed.length} uploaded files nothing refers to`);
  };
  return runEvery(run, 6 * 3_600_000, log, 'upload clean-up');
}
