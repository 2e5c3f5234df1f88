import type { ApiResponse } from './client';

// The answers of calls started early (early.ts), waiting for the screen whose identical GET takes one.

/** How long an early answer waits for the screen that asks for it. */
export const EARLY_FRESH_MS = 5_000;

type Early = { at: number; answer: Promise<ApiResponse<unknown>> };
const waiting = new Map<string, Early>();

const keyOf = (href: string, authorization: string | undefined) => `${authorization ?? ''} ${href}`;

/** Starts an early GET of `href` under that session and keeps its answer (unless a fresh one already waits);
 * gives back the answer it keeps. */
export function keepEarlyAnswer(
  href: string,
  authorization: string | undefined,
  start: () => Promise<ApiResponse<unknown>>,
): Promise<ApiResponse<unknown>> {
  const key = keyOf(href, authorization);
  const known = waiting.get(key);
  if (known && Date.now() - known.at < EARLY_FRESH_MS) return known.answer;
  const answer = start();
  answer.catch(() => undefined); // a failure reaches the screen that takes this answer, if one does
  waiting.set(key, { at: Date.now(), answer });
  return answer;
}

/** The early answer to a GET of `href` under that session, once, while fresh. */
export function takeEarlyAnswer(href: string, authorization: string | undefined) {
  const key = keyOf(href, authorization);
  const hit = waiting.get(key);
  if (!hit) return undefined;
  waiting.delete(key);
  return Date.now() - hit.at < EARLY_FRESH_MS ? hit.answer : undefined;
}
