import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { draftLocally } from './localDrafter';
import { limitWords, promptFor, type DraftRequest } from './prompts';
import { generateWithProvider } from './provider';

/** POST /api/ai/draft: a text drafted locally, or by the configured model (whose key never leaves the server). */
export async function aiRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard } = deps;
  const { aiProviderUrl, aiApiKey } = deps.config;
  app.route({
    ...endpoint('POST /api/ai/draft', guard),
    handler: async (request) => {
      await deps.limits.enforce([[`ai-draft:${request.ip}`, { max: 30, windowMs: 60_000 }]]);
      const req = request.body as DraftRequest;
      let draft: string;
      let source: 'local' | 'provider' = 'local';
      if (aiProviderUrl && aiApiKey) {
        let answer: string | null;
        try {
          answer = await generateWithProvider(aiProviderUrl, aiApiKey, promptFor(req));
        } catch (error) {
          request.log.warn({ error }, 'text model failed');
          throw new HttpError(502, 'The drafting service did not answer. Please try again.');
        }
        if (!answer) throw new HttpError(502, 'The drafting service gave no text. Please try again.');
        draft = answer;
        source = 'provider';
      } else {
        draft = draftLocally(req);
      }
      return { text: req.purpose === 'hostel-description' ? limitWords(draft) : draft, source };
    },
  });
}
