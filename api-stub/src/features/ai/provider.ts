/** Calls a generateContent-style model: POST {url}?key={key} with contents [{role:'user', parts:[{text}]}];
 * the answer is the first candidate's first part. Returns null when the answer has no text. */
export async function generateWithProvider(
  url: string,
  key: string,
  text: string,
  timeoutMs = 15000,
): Promise<string | null> {
  const target = new URL(url);
  target.searchParams.set('key', key);
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text }] }] }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`provider answered ${response.status}`);
  const data = (await response.json()) as { candidates?: Array<{ content?: { parts?: Array<{ text?: unknown }> } }> };
  const out = data.candidates?.[0]?.content?.parts?.[0]?.text;
  return typeof out === 'string' && out.trim() ? out.trim() : null;
}
