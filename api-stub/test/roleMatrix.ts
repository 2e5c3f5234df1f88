// The role matrix of the API tests: every endpoint asked by the same seven callers, each answer's status
// compared with the one expected of that caller.

export type Actor = 'visitor' | 'student' | 'otherStudent' | 'owner' | 'otherOwner' | 'admin' | 'suspendedOwner';
export type Statuses = Record<Actor, number>;
export type Tokens = Record<Actor, string | undefined>;

/** `others` for every signed-in caller, 401 for a visitor and 403 for a suspended owner, except `statuses`. */
export const statusesFor = (statuses: Partial<Statuses>, others: number): Statuses => ({
  visitor: 401,
  student: others,
  otherStudent: others,
  owner: others,
  otherOwner: others,
  admin: others,
  suspendedOwner: 403,
  ...statuses,
});

/** The status each caller named in `asked` gets, one after another (`i` counts the calls, for a fresh resource each). */
export async function statusesOf(
  asked: Partial<Record<Actor, unknown>>,
  tokens: Tokens,
  request: (token: string | undefined, i: number) => Promise<number>,
): Promise<Partial<Statuses>> {
  const got: Partial<Statuses> = {};
  let i = 0;
  for (const actor of Object.keys(asked) as Actor[]) got[actor] = await request(tokens[actor], i++);
  return got;
}
