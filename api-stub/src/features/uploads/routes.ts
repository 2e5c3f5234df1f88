import type { FastifyInstance } from 'fastify';
import { userOf } from '../../auth/guard';
import { badRequest } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { absoluteUrl } from '../../http/urls';
import { MAX_IMAGE_BYTES } from './images';
import { sniff, storeFile } from './store';

export async function uploadRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.post('/api/uploads', { preHandler: deps.guard.requireUser }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data in a field named file.');
    const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!part) throw badRequest('Please choose an image to upload.');
    const buffer = await part.toBuffer(); // throws 413 past the limit
    const image = await sniff(buffer, 'image');
    if (!image) throw badRequest('Only image files (PNG, JPEG, GIF or WebP) can be uploaded.');
    const url = await storeFile(deps, userOf(request).id, buffer, image);
    return reply.status(201).send({ secure_url: absoluteUrl(request, url) });
  });
}
