import { distinguishingWords, mayBeOneWord, searchWordsOf, synonymsOf } from 'contracts';

const MAX_SEARCH_WORDS = 8;

/** The words of a search that tell hostels apart (not "hostel", "pg", "near college"), at most eight, each once. */
export const searchWords = (text: string): string[] =>
  [...new Set(distinguishingWords(searchWordsOf(text)))].slice(0, MAX_SEARCH_WORDS);

/** A word to match: as the start of an indexed word (what the student typed) or whole (a synonym). */
export interface SearchTerm {
  word: string;
  prefix: boolean;
}

/** Every group must match; a group matches when one of its alternatives does (all of its terms). */
export type SearchPlan = SearchTerm[][][];

const starts = (word: string): SearchTerm => ({ word, prefix: true });
const whole = (word: string): SearchTerm => ({ word, prefix: false });

/**
 * What to match for `words`: each word, or its synonyms; two words that may be one ("wi fi") also as one
 * ("wifi"); and a misspelt word also as the known words `similar` gives for it.
 */
export function searchPlan(words: string[], similar: ReadonlyMap<string, string[]> = new Map()): SearchPlan {
  const plan: SearchPlan = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const next = words[i + 1];
    if (next !== undefined && mayBeOneWord(word, next)) {
      const joined = word + next;
      plan.push([[starts(word), starts(next)], [starts(joined)], ...synonymsOf(joined).map((s) => [whole(s)])]);
      i++;
      continue;
    }
    const alternatives = [word, ...synonymsOf(word)];
    for (const known of similar.get(word) ?? []) alternatives.push(known, ...synonymsOf(known));
    plan.push([...new Set(alternatives)].map((w, k) => [k === 0 ? starts(w) : whole(w)]));
  }
  return plan;
}

const grouped = (parts: string[], joiner: string) => (parts.length > 1 ? `(${parts.join(joiner)})` : parts[0]);

/** The plan as an FTS5 query: each word quoted (no FTS5 syntax can get in), a prefix marked with `*`. */
export const fts5Match = (plan: SearchPlan): string =>
  plan
    .map((group) =>
      grouped(
        group.map((terms) =>
          grouped(
            terms.map((t) => `"${t.word}"${t.prefix ? '*' : ''}`),
            ' AND ',
          ),
        ),
        ' OR ',
      ),
    )
    .join(' AND ');

/**
 * The plan as a PostgreSQL `tsquery` text (words are letters and digits only, so nothing else gets in),
 * matching only lexemes of `weights` when given.
 */
export const tsqueryText = (plan: SearchPlan, weights = ''): string =>
  plan
    .map((group) =>
      grouped(
        group.map((terms) =>
          grouped(
            terms.map((t) => (t.prefix || weights ? `${t.word}:${t.prefix ? '*' : ''}${weights}` : t.word)),
            ' & ',
          ),
        ),
        ' | ',
      ),
    )
    .join(' & ');

/**
 * The plan's results by where its words are, as FTS5 queries: in the name; in the name or the area and type.
 */
export function fts5Reach(plan: SearchPlan): [string, string] {
  const all = fts5Match(plan);
  return [`{name} : (${all})`, `{name area} : (${all})`];
}

/**
 * The plan's tiers as FTS5 queries: in the name; in the area and type, not the name; only in the features.
 * A tier is what its reach adds to the one before; with nothing before it (known empty), the reach itself.
 */
export function fts5Tiers(plan: SearchPlan, { nameEmpty = false, nameOrAreaEmpty = false } = {}): string[] {
  const [inName, inNameOrArea] = fts5Reach(plan);
  return [
    inName,
    nameEmpty ? inNameOrArea : `(${inNameOrArea}) NOT (${inName})`,
    nameOrAreaEmpty ? fts5Match(plan) : `(${fts5Match(plan)}) NOT (${inNameOrArea})`,
  ];
}

/** The area and type filters as FTS5 terms: the indexed area text holds only the area's and the type's words. */
export function fts5Filters(q: { area?: string; type?: string }): string[] {
  const phrase = (value: string) => `{area} : "${searchWordsOf(value).join(' ')}"`;
  return [q.area ? phrase(q.area) : '', q.type && q.type !== 'All Types' ? phrase(q.type) : ''].filter(Boolean);
}

/** `expression` and the filters, as one FTS5 query. */
export const fts5All = (expression: string, filters: string[]) =>
  [`(${expression})`, ...filters.map((f) => `(${f})`)].join(' AND ');

/** The plan as `tsquery` texts that match in the name (weight A), and in the name or the area and type (B). */
export const tsqueryReach = (plan: SearchPlan): [string, string] => [tsqueryText(plan, 'A'), tsqueryText(plan, 'AB')];
