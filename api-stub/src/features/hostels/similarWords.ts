import { sql } from 'kysely';
import type { Db, Engine } from '../../db/database';

/** How alike two words must be (shared trigrams over all trigrams), as pg_trgm's default threshold. */
const SIMILARITY = 0.3;
const MAX_SIMILAR = 3;

/** Words worth correcting: three letters or more, not a number (a hostel's number is typed, not misspelt). */
export const mayBeMisspelt = (word: string) => word.length >= 3 && !/^\p{N}+$/u.test(word);

/**
 * For each word that starts no word of the listing's search index, the most alike indexed words
 * (trigram similarity): PostgreSQL asks pg_trgm over `search_words`; SQLite compares in this process
 * against the FTS5 index's vocabulary, read again when its words may have changed (`search_words_version`).
 */
export async function similarWords(db: Db, engine: Engine, words: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const vocabulary = engine === 'sqlite' ? await sqliteVocabulary(db) : null;
  for (const word of words.filter(mayBeMisspelt)) {
    const similar = vocabulary ? vocabulary.similarTo(word) : await postgresSimilar(db, word);
    if (similar?.length) found.set(word, similar);
  }
  return found;
}

async function postgresSimilar(db: Db, word: string): Promise<string[] | null> {
  const known = await sql<{ word: string }>`select word from search_words
      where word >= ${word} and word < ${`${word}\u{10FFFF}`} limit 1`.execute(db);
  if (known.rows.length) return null;
  const { rows } = await sql<{ word: string }>`select word from search_words where word % ${word}
      order by similarity(word, ${word}) desc, word limit ${MAX_SIMILAR}`.execute(db);
  return rows.map((r) => r.word);
}

/** pg_trgm's trigrams of a word: padded with two spaces before and one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** The indexed words (sorted) and which of them hold each trigram. */
class Vocabulary {
  private readonly byTrigram = new Map<string, number[]>();
  private readonly sizes: number[];

  constructor(private readonly words: string[]) {
    this.sizes = words.map((w, i) => {
      const grams = trigrams(w);
      for (const g of grams) {
        const list = this.byTrigram.get(g);
        if (list) list.push(i);
        else this.byTrigram.set(g, [i]);
      }
      return grams.size;
    });
  }

  /** null when `word` starts a known word; else the most alike known words, best first. */
  similarTo(word: string): string[] | null {
    if (this.startsAWord(word)) return null;
    const grams = trigrams(word);
    const shared = new Map<number, number>();
    for (const g of grams) for (const i of this.byTrigram.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    return [...shared]
      .map(([i, n]) => ({ word: this.words[i], score: n / (grams.size + this.sizes[i] - n) }))
      .filter((c) => c.score >= SIMILARITY)
      .sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1))
      .slice(0, MAX_SIMILAR)
      .map((c) => c.word);
  }

  private startsAWord(word: string): boolean {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.words[mid] < word) low = mid + 1;
      else high = mid;
    }
    return low < this.words.length && this.words[low].startsWith(word);
  }
}

const vocabularies = new WeakMap<Db, { version: number; vocabulary: Promise<Vocabulary> }>();

async function sqliteVocabulary(db: Db): Promise<Vocabulary> {
  const { n: version } = await db.selectFrom('search_words_version').select('n').executeTakeFirstOrThrow();
  let cached = vocabularies.get(db);
  if (cached?.version !== version) {
    // terms from 'a' on: the numbers (every hostel's own) sort before letters and are never read
    const vocabulary = sql<{ term: string }>`select term from hostel_search_vocab where term >= 'a' order by term`
      .execute(db)
      .then(
        ({ rows }) =>
          new Vocabulary(
            rows
              .map((r) => r.term)
              .filter(mayBeMisspelt)
              .sort(),
          ),
      );
    cached = { version, vocabulary };
    vocabularies.set(db, cached);
    vocabulary.catch(() => {
      if (vocabularies.get(db)?.vocabulary === vocabulary) vocabularies.delete(db);
    });
  }
  return cached.vocabulary;
}
