import { call, login, startTestServer, type TestServer, PNG, verifyHostel } from './server';

// The listing's full-text search: ranked (a word in the name above one in the features), safe with any
// text, and never stale after a change. A sorted search of more than 5 matches walks a listing index here
// (SEARCH_SORT_ALL_UP_TO), so both ways of finding a sorted page answer the same assertions.

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer({ SEARCH_SORT_ALL_UP_TO: '5' });
  owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
}, 30000);
afterAll(() => server.stop());

type Card = { id: string; name: string; type: string; location: string; price: number; features: string[] };
type Listing = { total: number; totalPages: number; hostels: Card[] };
const search = (text: string, more = '') =>
  call<Listing>(server, 'GET', `/api/hostels?search=${encodeURIComponent(text)}${more}`);

/** Every card a search finds, over all its pages, in order; no card twice. */
async function everyPage(text: string, more = '') {
  const first = await search(text, more);
  expect(first.status).toBe(200);
  const cards = [...first.body.hostels];
  for (let page = 2; page <= first.body.totalPages; page++)
    cards.push(...(await search(text, `${more}&page=${page}`)).body.hostels);
  expect(cards).toHaveLength(first.body.total);
  expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  return cards;
}

async function addHostel(name: string, facilities: string, area = 'Adibatla') {
  const form = new FormData();
  const fields = {
    name,
    contact: '9876501234',
    rooms: '4',
    facilities,
    category: 'Boys',
    description: 'A calm place to stay.',
    location: 'Plot 4, Main Road',
    area,
    price: '7200',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('images', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${server.url}/api/owner/add-hostel`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner}` },
    body: form,
  });
  expect(res.status).toBe(201);
  const id = ((await res.json()) as { hostel: { _id: string } }).hostel._id;
  await verifyHostel(server, id);
  return id;
}

it('ranks a match in the name above a match in the features, whatever was added first', async () => {
  await addHostel('Quiet Corner', 'Wi-Fi, Zenith Gym');
  await addHostel('Zenith Residency', 'Wi-Fi, Food');
  const found = await search('zenith');
  expect(found.status).toBe(200);
  expect(found.body.total).toBe(2);
  expect(found.body.hostels.map((h) => h.name)).toEqual(['Zenith Residency', 'Quiet Corner']);
  // words are prefixes, in any order and case
  expect((await search('ZEN resid')).body.hostels.map((h) => h.name)).toEqual(['Zenith Residency']);
});

it('ranks by tier over every page: the name, then the area and type, then the features', async () => {
  await addHostel('Sheriguda Corner Inn', 'Wi-Fi', 'Mangalpally');
  await addHostel('Harbour View', 'Wi-Fi, Sheriguda Shuttle', 'Narayanaguda');
  for (let i = 1; i <= 11; i++) await addHostel(`Banyan Nest ${i}`, 'Food', 'Sheriguda');
  const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/);
  const tierOf = (c: Card) =>
    words(c.name).includes('sheriguda') ? 0 : words(`${c.location} ${c.type}`).includes('sheriguda') ? 1 : 2;
  const cards = await everyPage('sheriguda');
  expect(cards.length).toBeGreaterThan(12); // the tiers meet on a page boundary or inside a page
  const tiers = cards.map(tierOf);
  expect(tiers).toEqual([...tiers].sort());
  expect(cards.filter((c) => tierOf(c) === 0).map((c) => c.name)).toContain('Sheriguda Corner Inn');
  expect(cards.at(-1)?.name).toBe('Harbour View');
  expect(tiers.filter((t) => t === 1).length).toBeGreaterThan(1);
  // filtered by type inside the index: the same order, only that type
  const boys = await everyPage('sheriguda', '&type=Boys');
  expect(boys.map((c) => c.id)).toEqual(cards.filter((c) => c.type === 'Boys').map((c) => c.id));
  // filtered by price outside it: the same order over every page, only those prices
  const cheap = await everyPage('sheriguda', '&maxPrice=8000');
  expect(cheap.length).toBeGreaterThan(12);
  expect(cheap.map((c) => c.id)).toEqual(cards.filter((c) => c.price <= 8000).map((c) => c.id));
});

it('pages a word most hostels of an area have in the order the listing shows them', async () => {
  for (let i = 1; i <= 20; i++) await addHostel(`Peacock Court ${i}`, 'Food', 'Dilsukhnagar');
  const found = await everyPage('peacock', '&area=Dilsukhnagar');
  const listed = await everyPage('', '&area=Dilsukhnagar');
  expect(found.map((c) => c.id)).toEqual(listed.filter((c) => c.name.startsWith('Peacock Court')).map((c) => c.id));
});

it('counts a search once for all its pages, apart for each filter, and again after a change', async () => {
  // "Peacock Court" 1-20 are all in Dilsukhnagar (the test before), at ₹7,200
  expect((await search('peacock', '&area=Dilsukhnagar')).body.total).toBe(20);
  expect((await search('peacock', '&page=2')).body.total).toBe(20);
  expect((await search('peacock', '&maxPrice=7000&page=2')).body.total).toBe(0);
  await addHostel('Peacock Court 21', 'Food', 'Mangalpally');
  // pages not asked before the change count it; the area's count is its own
  const inArea = await search('peacock', '&area=Dilsukhnagar&page=2');
  expect([inArea.body.total, inArea.body.hostels.length]).toEqual([20, 8]);
  const anywhere = await search('peacock', '&page=2');
  expect([anywhere.body.total, anywhere.body.hostels.length]).toEqual([21, 9]);
  expect((await search('peacock', '&sort=asc&page=2')).body.total).toBe(21);
  expect((await search('peacock', '&maxPrice=8000&page=2')).body.total).toBe(21);
});

it('sorts a search by price the same whether it sorts every match or walks the price index', async () => {
  const byRank = await everyPage('wifi');
  expect(byRank.length).toBeGreaterThan(5); // more than SEARCH_SORT_ALL_UP_TO: the index is walked
  for (const [sort, sign] of [
    ['asc', 1],
    ['desc', -1],
  ] as const) {
    const sorted = await everyPage('wifi', `&sort=${sort}`);
    expect(sorted.map((c) => c.id).sort()).toEqual(byRank.map((c) => c.id).sort());
    const prices = sorted.map((c) => c.price * sign);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // a few matches (the area narrows them under the limit) are sorted in full, with the same answer
    const inArea = await everyPage('wifi', `&area=Adibatla&sort=${sort}`);
    expect(inArea.map((c) => c.id)).toEqual(sorted.filter((c) => c.location === 'Adibatla').map((c) => c.id));
  }
  // price filters are joined in full, still ranked by tier
  const cheap = await everyPage('wifi', '&maxPrice=7500');
  expect(cheap.map((c) => c.id)).toEqual(byRank.filter((c) => c.price <= 7500).map((c) => c.id));
});

it('answers any text with a list or a 4xx, never a 5xx', async () => {
  for (const text of [
    '%',
    '_',
    '%_%',
    '"',
    "'",
    "' OR 1=1 --",
    '"zenith',
    'zenith*',
    'NEAR(a b)',
    'a OR b',
    '-x',
    '\\',
    '^',
    '(',
    'title: x',
    '日本',
  ]) {
    const res = await search(text);
    expect([text, res.status < 500]).toEqual([text, true]);
    if (res.status === 200) expect(res.body.hostels.length).toBe(Math.min(res.body.total, 12));
  }
  // punctuation only matches nothing; punctuation around a word finds the word
  expect((await search('%')).body).toMatchObject({ total: 0, hostels: [] });
  expect((await search('_')).body).toMatchObject({ total: 0, hostels: [] });
  expect((await search('"zenith')).body.total).toBe(2);
  expect((await search("zenith's")).body.total).toBe(0);
  const long = await search('a'.repeat(500));
  expect(long.status).toBe(400);
  expect(long.body).toEqual(expect.objectContaining({ message: 'Search is at most 100 characters.' }));
});

it('filters and sorts a search, and counts pages right', async () => {
  const boys = await search('hostel', '&type=Boys&sort=asc');
  expect(boys.status).toBe(200);
  expect(boys.body.totalPages).toBe(Math.max(1, Math.ceil(boys.body.total / 12)));
  const all = await search('zenith', '&area=Adibatla&type=Boys');
  expect(all.body.total).toBe(2);
  expect((await search('zenith', '&area=Mangalpally')).body.total).toBe(0);
});

it('sees a change at once (no cached answer outlives it)', async () => {
  expect((await search('zenith')).body.total).toBe(2);
  const id = await addHostel('Zenith Annexe', 'Wi-Fi');
  expect((await search('zenith')).body.total).toBe(3);
  expect((await call(server, 'DELETE', `/api/owner/hostels/${id}`, { token: owner })).status).toBe(200);
  expect((await search('zenith')).body.total).toBe(2);
});

it('counts a hostel once when its word is in its name and in its features, sorted or not', async () => {
  await addHostel('Tulip Stay', 'Wi-Fi, Tulip Garden');
  await addHostel('Meadow Rooms', 'Tulip Lawn');
  for (const more of ['', '&sort=asc']) {
    const cards = await everyPage('tulips', more);
    expect(cards.map((c) => c.name).sort()).toEqual(['Meadow Rooms', 'Tulip Stay']);
  }
  expect((await everyPage('tulip')).map((c) => c.name)).toEqual(['Tulip Stay', 'Meadow Rooms']);
});

it("follows an owner's edit: the new name, area, type and price, in the tiers and the filters", async () => {
  const id = await addHostel('Marigold Rooms', 'Wi-Fi');
  expect((await search('marigold', '&maxPrice=7500')).body.total).toBe(1);
  const edit = {
    name: 'Jasmine Rooms',
    contact: '9876501234',
    rooms: '4',
    facilities: 'Wi-Fi, Marigold Garden',
    category: 'Girls',
    description: 'A calm place to stay.',
    location: 'Plot 4, Main Road',
    area: 'Sheriguda',
    price: '9100',
  };
  expect((await call(server, 'PUT', `/api/owner/hostels/${id}`, { token: owner, body: edit })).status).toBe(200);
  // the old name's word is now only in the features: still found, in the last tier
  const marigold = await everyPage('marigold');
  expect(marigold.map((c) => c.name)).toEqual(['Jasmine Rooms']);
  expect((await search('jasmine', '&area=Sheriguda&type=Girls&minPrice=9000')).body.total).toBe(1);
  expect((await search('jasmine', '&maxPrice=7500')).body.total).toBe(0);
  expect((await search('jasmine', '&area=Adibatla')).body.total).toBe(0);
  // ranked by the name it has now: above a hostel with the word only in its features
  await addHostel('Orchid Court', 'Jasmine Garden');
  expect((await everyPage('jasmine')).map((c) => c.name)).toEqual(['Jasmine Rooms', 'Orchid Court']);
});

describe('words as students write them', () => {
  /** Every hostel a search finds, over all its pages. */
  async function allFound(text: string, more = '') {
    const first = await search(text, more);
    expect(first.status).toBe(200);
    const names = first.body.hostels.map((h) => h.name);
    for (let page = 2; page <= first.body.totalPages; page++)
      names.push(...(await search(text, `${more}&page=${page}`)).body.hostels.map((h) => h.name));
    expect(names).toHaveLength(first.body.total);
    return names.sort();
  }

  it('finds the same hostels for "wifi", "Wi-Fi" and "wi fi"', async () => {
    const wifi = await allFound('wifi');
    expect(wifi).toEqual(expect.arrayContaining(['Sri Sai Residency', 'TCS Gate Co-Living', 'Zenith Residency']));
    for (const text of ['Wi-Fi', 'wi fi', 'WIFI', 'wi-fi', 'Wi.Fi'])
      expect([text, await allFound(text)]).toEqual([text, wifi]);
  });

  it('knows the words for the same thing: girls, ladies, women; AC, air conditioned', async () => {
    const girls = await allFound('girls');
    expect(girls).toEqual(expect.arrayContaining(['Pearl Ladies Hostel', 'Sri Sai Ladies Nest', 'Lotus Girls Hostel']));
    expect(girls).not.toContain('Sri Sai Residency');
    expect(await allFound('ladies')).toEqual(girls);
    expect(await allFound('women')).toEqual(girls);
    const ac = await allFound('ac rooms');
    expect(ac).toContain('Metro Stay Dilsukhnagar');
    expect(await allFound('air conditioned rooms')).toEqual(ac);
    expect(await allFound('coliving')).toEqual(await allFound('co-living'));
    expect(await allFound('coliving')).toContain('Dilsukhnagar Co-Live Hub');
  });

  it('finds a name written with accents by its words with or without them', async () => {
    await addHostel('Résidence Éclair', 'Wi-Fi, Café');
    for (const text of ['eclair', 'Éclair', 'résidence éclair', 'RESIDENCE ECLAIR', 'cafe', 'café']) {
      expect([text, await allFound(text)]).toEqual([text, expect.arrayContaining(['Résidence Éclair'])]);
      // found as written, not through the spelling correction
      expect([text, (await search(text)).body]).toMatchObject([text, { searchedAs: '' }]);
    }
  });

  it('corrects a misspelt word and says what it searched for', async () => {
    const zenith = await search('zenth');
    expect(zenith.body).toMatchObject({ searchedAs: 'zenith' });
    expect(zenith.body.hostels.map((h) => h.name)).toContain('Zenith Residency');
    const sunflower = await search('Sunflowr girls!');
    expect(sunflower.body.hostels.map((h) => h.name)).toEqual(['Sunflower Girls Hostel']);
    expect(sunflower.body).toMatchObject({ searchedAs: 'sunflower girls' });
    expect((await search('girls')).body).toMatchObject({ searchedAs: '' });
    expect((await search('qqqqzz')).body).toMatchObject({ total: 0, searchedAs: '' });
  });

  it('reads "hostel", "hostal", "pg", "paying guest" and "near college" as the kind of place, not as words to find', async () => {
    const everyHostel = await allFound('');
    const girls = await allFound('girls');
    // the seed's phrases that found nothing, or missed Mangalpally's one girls' hostel
    for (const text of [
      'girls hostal',
      'girls hostel',
      'ladies pg',
      'women paying guest',
      'girls hostels near college',
    ])
      expect([text, await allFound(text)]).toEqual([text, girls]);
    expect(await allFound('girls hostal', '&area=Mangalpally')).toEqual(['Sri Sai Ladies Nest']);
    for (const text of ['pg near college', 'hostel', 'hostels', 'PG', 'paying guest', 'hostel near campus'])
      expect([text, await allFound(text)]).toEqual([text, everyHostel]);
    // a word that tells hostels apart still does
    expect(await allFound('lotus pg')).toEqual(['Lotus Girls Hostel']);
  });

  it('names the nearest areas that have what an area has not', async () => {
    const lotus = await search('lotus', '&area=Mangalpally');
    expect(lotus.body).toMatchObject({ total: 0, hostels: [], elsewhere: [{ area: 'Adibatla', total: 1 }] });
    // without a search: the same filters in other areas, nearest first
    const coLiving = await call<{ total: number; elsewhere: Array<{ area: string }> }>(
      server,
      'GET',
      '/api/hostels?area=Mangalpally&type=Co-Living',
    );
    expect(coLiving.body.total).toBe(0);
    expect(coLiving.body.elsewhere.map((e) => e.area)).toEqual(['Adibatla', 'Dilsukhnagar']);
    expect((await search('lotus')).body).toMatchObject({ total: 1, elsewhere: [] });
  });
});
