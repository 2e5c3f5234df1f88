import type { z } from 'zod';

/** A check of a form in the spec's order: whether it failed, its message, and the field it belongs to. */
export type Check = [failed: boolean, message: string, field: string];

/** Reports only the first failed check (the spec names one message at a time, in a fixed order). */
export function firstProblem(ctx: z.RefinementCtx, checks: Check[]): void {
  const hit = checks.find(([failed]) => failed);
  if (hit) ctx.addIssue({ code: 'custom', message: hit[1], path: [hit[2]] });
}

/** The one problem a form shows in its banner, whichever field it is on. */
export const formProblem = (errors: Record<string, { message?: string } | undefined>) =>
  Object.values(errors).find((e) => e?.message)?.message;
