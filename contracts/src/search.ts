// How the listing's search reads words: the API matches them, the screens explain an empty result. No zod.
import { AREAS } from './choices';

/** The words of a search: lowercase letters and digits with accents removed; anything else separates. */
export function searchWordsOf(text: string): string[] {
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return plain.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Words students use for the same thing, each written as one word ("Wi-Fi", "wi fi" and "wifi" are "wifi"). */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['girls', 'girl', 'ladies', 'lady', 'women', 'womens', 'female'],
  ['boys', 'boy', 'gents', 'men', 'mens', 'male'],
  ['coliving', 'colive', 'coed', 'unisex', 'mixed'],
  ['ac', 'airconditioned', 'airconditioning', 'aircon', 'aircondition'],
  ['food', 'meals', 'meal', 'mess', 'tiffin', 'canteen'],
  ['wifi', 'internet', 'wireless', 'broadband'],
  ['laundry', 'washing', 'washingmachine'],
  ['cctv', 'camera', 'cameras', 'security'],
  ['gym', 'fitness'],
  ['powerbackup', 'generator', 'inverter'],
  ['rowater', 'purifiedwater', 'drinkingwater'],
  ['housekeeping', 'cleaning'],
  ['studyroom', 'library', 'reading'],
];

/**
 * Words that say what kind of place, or where in general, not which one: every hostel listed here is a hostel or PG
 * near a college, so "girls hostal" and "pg near college" search for what the other words say (all, if nothing else).
 */
export const PLACE_WORDS: ReadonlySet<string> = new Set([
  'hostel',
  'hostels',
  'hostal',
  'hostals',
  'hostle',
  'hostl',
  'pg',
  'pgs',
  'payingguest',
  'payingguests',
  'accommodation',
  'accomodation',
  'near',
  'nearby',
  'around',
  'college',
  'colleges',
  'campus',
  'university',
]);

/** The words of a search that tell hostels apart: place words dropped ("paying guest" too, written apart). */
export function distinguishingWords(words: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (PLACE_WORDS.has(words[i])) continue;
    if (i + 1 < words.length && PLACE_WORDS.has(words[i] + words[i + 1])) {
      i++;
      continue;
    }
    kept.push(words[i]);
  }
  return kept;
}

const synonymGroups = new Map<string, readonly string[]>();
for (const group of SEARCH_SYNONYMS) for (const word of group) synonymGroups.set(word, group);

/** The other words for `word` (none when it has no synonyms). */
export const synonymsOf = (word: string): string[] => (synonymGroups.get(word) ?? []).filter((w) => w !== word);

/** Whether two words written apart may be one word written together ("wi fi", "co living", "air conditioned"). */
export const mayBeOneWord = (first: string, second: string) =>
  first.length <= 2 || second.length <= 2 || synonymGroups.has(first + second);

/** Where each area is (degrees, approximate), to tell a student the nearest areas with hostels. */
const AREA_PLACES: Partial<Record<(typeof AREAS)[number], readonly [lat: number, lng: number]>> = {
  Mangalpally: [17.223, 78.586],
  Adibatla: [17.23, 78.556],
  Sheriguda: [17.2, 78.6],
  Dilsukhnagar: [17.369, 78.525],
  Maisammaguda: [17.56, 78.44],
  Narayanaguda: [17.396, 78.488],
};

/** The other areas, nearest to `area` first ("Others" last: it has no one place). */
export function areasNearestTo(area: string): string[] {
  const here = AREA_PLACES[area as keyof typeof AREA_PLACES];
  const distance = (other: string) => {
    const there = AREA_PLACES[other as keyof typeof AREA_PLACES];
    if (!here || !there) return Number.POSITIVE_INFINITY;
    return Math.hypot(here[0] - there[0], (here[1] - there[1]) * Math.cos((here[0] * Math.PI) / 180));
  };
  const order = new Map(AREAS.map((a) => [a, distance(a)]));
  return AREAS.filter((a) => a !== area).sort(
    (a, b) => Math.min(order.get(a) ?? 0, 1e9) - Math.min(order.get(b) ?? 0, 1e9),
  );
}
