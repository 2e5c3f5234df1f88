import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import staticFiles from '@fastify/static';

/**
 * Where uploaded files live. Every API process goes through this one interface, so they all see the same
 * files; a bucket can replace the disk folder by implementing it (put, remove, and serving `/uploads/…`,
 * e.g. by redirecting to the bucket).
 */
export interface FileStorage {
  /** Stores the file at `source` (a temporary file of an upload, taken over) under `fileName` (a name the API
   * made: an id and an extension). */
  put(fileName: string, source: string, mime: string): Promise<void>;
  /** Removes the file; nothing happens when it is not there. */
  remove(fileName: string): Promise<void>;
  /** Answers GET `{prefix}{fileName}` on the API. */
  serve(app: FastifyInstance, prefix: string): Promise<void>;
}

/** Files in a folder on disk (`DATA_DIR/uploads`): shared by every process that has the folder. */
export function diskStorage(dir: string): FileStorage {
  const fileAt = (fileName: string) => path.join(dir, path.basename(fileName));
  return {
    async put(fileName, source) {
      await fs.mkdir(dir, { recursive: true });
      // moved whole (or copied aside and renamed), so another process never serves half a file
      try {
        await fs.rename(source, fileAt(fileName));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const partial = `${fileAt(fileName)}.partial`;
        await fs.copyFile(source, partial);
        await fs.rename(partial, fileAt(fileName));
      }
    },
    async remove(fileName) {
      await fs.rm(fileAt(fileName), { force: true });
    },
    async serve(app, prefix) {
      await fs.mkdir(dir, { recursive: true });
      await app.register(staticFiles, {
        root: dir,
        prefix,
        decorateReply: false,
        immutable: true,
        maxAge: '30d',
        allowedPath: (pathName) => !pathName.endsWith('.partial'),
        // shown where they are used, saved under their own name, never run (see the API's content policy)
        setHeaders: (reply, file) => reply.header('content-disposition', `inline; filename="${path.basename(file)}"`),
      });
    },
  };
}
