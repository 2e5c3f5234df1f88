import type { z } from 'zod';
import { badRequest, firstIssueMessage } from './errors';

/** Parses untrusted input with a schema; the first problem becomes a 400 with its message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}
