import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import { badRequest } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { absoluteUrl } from '../../http/urls';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from 'contracts';
import { readMultipart } from './multipart';
import { enforceUploadLimits, sniff, storeFile, uploadTempDir } from './store';

export async function uploadRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard } = deps;
  app.route({
    ...endpoint('POST /api/uploads', guard),
    handler: async (request, reply) => {
      await enforceUploadLimits(deps, request, userOf(request).id);
      const form = await readMultipart(request, {
        files: { file: { maxBytes: MAX_IMAGE_BYTES, maxCount: 1, tooLarge: IMAGE_TOO_LARGE } },
        maxFields: 5,
        maxTotalBytes: MAX_IMAGE_BYTES,
        notMultipart: 'Send the image as multipart/form-data in a field named file.',
        tempDir: uploadTempDir(deps),
      });
      const file = form.files.file?.[0];
      if (!file) throw badRequest('Please choose an image to upload.');
      const image = await sniff(file, 'image');
      if (!image) throw badRequest('Only image files (PNG, JPEG, GIF or WebP) can be uploaded.');
      const url = await storeFile(deps, userOf(request).id, file, image);
      return reply.status(201).send({ secure_url: absoluteUrl(request, url) });
    },
  });
}
