import crypto from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { now } from '../../db/database';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/deps';

const kinds = {
  image: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' } as Record<
    string,
    string
  >,
  video: { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' } as Record<string, string>,
};

/** The kind of a file by its content (never its name or claimed type); null if it is not of `kind`. */
export async function sniff(buffer: Buffer, kind: keyof typeof kinds): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(buffer);
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

/** Uploads are bounded per account and per address (each request counts once, whatever it carries). */
export async function enforceUploadLimits(deps: AppDeps, request: FastifyRequest, userId: string): Promise<void> {
  const limit = { max: deps.config.uploadsPerAccount, windowMs: 3_600_000 };
  await deps.limits.enforce([
    [`upload:${userId}`, limit],
    [`upload-ip:${request.ip}`, { ...limit, max: limit.max * 3 }],
  ]);
}

/** Stores a checked file and records it; returns its path on this API (/uploads/...). */
export async function storeFile(
  deps: AppDeps,
  userId: string,
  buffer: Buffer,
  type: { mime: string; ext: string },
): Promise<string> {
  const id = crypto.randomUUID();
  const fileName = `${id}.${type.ext}`;
  await deps.files.put(fileName, buffer, type.mime);
  await deps.db
    .insertInto('uploads')
    .values({
      id,
      user_id: userId,
      file_name: fileName,
      mime_type: type.mime,
      size_bytes: buffer.length,
      created_at: now(),
    })
    .execute();
  return `/uploads/${fileName}`;
}
