import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { MAX_IMAGE_BYTES, sniffImage } from './images';

export async function uploadRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.post('/api/uploads', { preHandler: deps.guard.requireUser }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data in a field named file.');
    const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!part) throw badRequest('Please choose an image to upload.');
    const buffer = await part.toBuffer(); // throws 413 past the limit
    const image = await sniffImage(buffer);
    if (!image) throw badRequest('Only image files (PNG, JPEG, GIF or WebP) can be uploaded.');
    const id = crypto.randomUUID();
    const fileName = `${id}.${image.ext}`;
    await fs.mkdir(deps.uploadsDir, { recursive: true });
    await fs.writeFile(path.join(deps.uploadsDir, fileName), buffer);
    await deps.db
      .insertInto('uploads')
      .values({ id, user_id: userOf(request).id, file_name: fileName, mime_type: image.mime, size_bytes: buffer.length, created_at: now() })
      .execute();
    return reply.status(201).send({ secure_url: `${request.protocol}://${request.host}/uploads/${fileName}` });
  });
}
