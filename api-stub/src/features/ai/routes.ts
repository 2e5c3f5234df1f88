import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/validate';
import { draftLocally } from './localDrafter';
import { limitWords, promptFor, type DraftRequest } from './prompts';
import { generateWithProvider } from './provider';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, { error: `${field} is required.` })
    .max(max, { error: `${field} can be at most ${max} characters.` });

const draftSchema = z.discriminatedUnion(
  'purpose',
  [
    z.object({
      purpose: z.literal('hostel-description'),
      name: text('Name', 120),
      facilities: text('Facilities', 500),
      category: text('Category', 20),
      location: text('Location', 300),
    }),
    z.object({
      purpose: z.literal('alert'),
      messageType: z.enum(['holiday', 'fee', 'welcome', 'others'], { error: 'Please select a message type!' }),
      addressee: text('Addressee', 100),
      hostelName: text('Hostel name', 120),
    }),
  ],
  { error: 'purpose must be hostel-description or alert.' },
);

/** POST /api/ai/draft: a text drafted locally, or by the configured model (whose key never leaves the server). */
export async function aiRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { aiProviderUrl, aiApiKey } = deps.config;
  app.post(
    '/api/ai/draft',
    { preHandler: deps.guard.requireRole('owner'), config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      const req = parseInput(draftSchema, request.body) as DraftRequest;
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
  );
}
