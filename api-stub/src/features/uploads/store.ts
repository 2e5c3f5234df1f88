import crypto from 'node:crypto';
import path from 'node:path';
import { clock, now } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import type { FastifyRequest } from 'fastify';
import { UPLOADS_IN_FLIGHT, UPLOADS_IN_FLIGHT_MAX } from 'contracts';
import type { AppDeps } from '../../http/deps';
import { HttpError } from '../../http/errors';
import type { UploadedFile } from './multipart';

declare module 'fastify' {
  interface FastifyRequest {
    /** Frees this request's place among its account's uploads in flight. */
    uploadRelease: (() => void) | null;
  }
}

const kinds = {
  image: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' } as Record<
    string,
    string
  >,
  video: { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' } as Record<string, string>,
};

/** The kind of a file by its content (never its name or claimed type); null if it is not of `kind`. */
export async function sniff(
  file: UploadedFile,
  kind: keyof typeof kinds,
): Promise<{ mime: string; ext: string } | null> {
  const { fileTypeFromBuffer } = await import('file-type'); // loaded on first upload (0.07 s)
  const type = await fileTypeFromBuffer(file.head);
  const ext = type && kinds[kind][type.mime];
  return ext && type ? { mime: type.mime, ext } : null;
}

/** Runs `work`; if it fails, the files it was to record are removed again (a failed request leaves none). */
export async function removeOnFailure<T>(deps: AppDeps, urls: string[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (const url of urls) await removeStoredFile(deps, path.basename(url));
    throw error;
  }
}

export async function removeStoredFile(deps: AppDeps, fileName: string): Promise<void> {
  await deps.files.remove(path.basename(fileName));
  await deps.db.deleteFrom('uploads').where('file_name', '=', fileName).execute();
}

/** A place is held this long, and renewed while its upload runs; one held by a process that died frees itself. */
const PLACE_LEASE_MS = 120_000;
const PLACE_RENEW_MS = 30_000;

/** Takes a free one of the account's places for an upload in flight; null when all are held. */
async function holdUploadPlace(deps: AppDeps, userId: string): Promise<(() => void) | null> {
  const { db } = deps;
  const holder = crypto.randomUUID();
  const until = () => new Date(clock() + PLACE_LEASE_MS).toISOString();
  for (let place = 0; place < UPLOADS_IN_FLIGHT_MAX; place++) {
    const mine = db.deleteFrom('upload_places').where('user_id', '=', userId).where('place', '=', place);
    await mine.where('held_until', '<', new Date(clock()).toISOString()).execute();
    try {
      await db.insertInto('upload_places').values({ user_id: userId, place, holder, held_until: until() }).execute();
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const renew = setInterval(() => {
      void db
        .updateTable('upload_places')
        .set({ held_until: until() })
        .where('user_id', '=', userId)
        .where('holder', '=', holder)
        .execute()
        .catch(() => {});
    }, PLACE_RENEW_MS);
    renew.unref();
    return () => {
      clearInterval(renew);
      // not freed now (database away): its lease frees it
      void mine
        .where('holder', '=', holder)
        .execute()
        .catch(() => {});
    };
  }
  return null;
}

/**
 * Uploads are bounded per account and per address (each request counts once, whatever it carries), and to
 * UPLOADS_IN_FLIGHT_MAX at a time per account across all processes (the next is a 429 until one is answered).
 */
export async function enforceUploadLimits(deps: AppDeps, request: FastifyRequest, userId: string): Promise<void> {
  const release = await holdUploadPlace(deps, userId);
  if (!release) throw new HttpError(429, UPLOADS_IN_FLIGHT);
  request.uploadRelease = release; // called once the request is answered or aborted (app.ts)
  const limit = { max: deps.config.uploadsPerAccount, windowMs: 3_600_000 };
  await deps.limits.enforce([
    [`upload:${userId}`, limit],
    [`upload-ip:${request.ip}`, { ...limit, max: limit.max * 3 }],
  ]);
}

/** Where uploads are written while they arrive: beside the stored files, so keeping one is a rename. */
export const uploadTempDir = (deps: AppDeps) => path.join(deps.config.dataDir, 'uploads-incoming');

/** Stores a checked file and records it; returns its path on this API (/uploads/...). */
export async function storeFile(
  deps: AppDeps,
  userId: string,
  file: UploadedFile,
  type: { mime: string; ext: string },
): Promise<string> {
  const id = crypto.randomUUID();
  const fileName = `${id}.${type.ext}`;
  await deps.files.put(fileName, file.path, type.mime);
  await deps.db
    .insertInto('uploads')
    .values({
      id,
      user_id: userId,
      file_name: fileName,
      mime_type: type.mime,
      size_bytes: file.size,
      created_at: now(),
    })
    .execute();
  return `/uploads/${fileName}`;
}
