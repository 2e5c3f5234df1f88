// A page rendered per request with its data (tools/rendered-pages.mjs) comes with the public answers it was drawn
// from, in a JSON block of the HTML. The page's screen starts from them, so the app's first commit over that HTML
// shows the same page (no spinner in between) and then asks again with the user's own session. The server's render
// hands them to the same screens (`withPageAnswers`): one code path draws both.

/** The id of the HTML's JSON block: `{ "/api/hostels/h1": { … } }` (a GET's path and query, as `answerPath` writes them;
 * kept in step with tools/rendered-pages.mjs). */
const PAGE_ANSWERS_ID = 'page-answers';

type Answers = Map<string, unknown>;

/** During a server render: that render's answers. */
let rendering: Answers | null = null;
/** In a browser: the page's block, read on the first ask (null: the page came without one). */
let inPage: Answers | null | undefined;

function readBlock(): Answers | null {
  if (typeof document === 'undefined') return null;
  const block = document.getElementById(PAGE_ANSWERS_ID);
  if (!block) return null;
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? new Map(Object.entries(parsed)) : null;
  } catch {
    return null; // a broken block: the screen asks the API as it does without one
  }
}

/**
 * The answer the page came with for a GET of `path` under the API, once: a screen's query takes it as its first
 * data (and asks again at once, for what only the signed-in user may see). Undefined when the page brought none.
 */
export function pageAnswer<T>(path: string): T | undefined {
  if (inPage === undefined && !rendering) inPage = readBlock();
  const answers = rendering ?? inPage;
  if (!answers?.has(path)) return undefined;
  const answer = answers.get(path) as T;
  if (!rendering) answers.delete(path); // a later visit to the same screen is a visit of its own
  return answer;
}

/** Server side: `render` (synchronous, as React's string render is) with `answers` as the page's answers. */
export function withPageAnswers<T>(answers: Record<string, unknown>, render: () => T): T {
  rendering = new Map(Object.entries(answers));
  try {
    return render();
  } finally {
    rendering = null;
  }
}
