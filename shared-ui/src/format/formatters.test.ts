// The formatters make their Intl objects on first use: a page that formats nothing pays for no locale data.
const intlConstructors = ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat'] as const;

type IntlConstructor = (typeof intlConstructors)[number];
const originals = Object.fromEntries(intlConstructors.map((name) => [name, Intl[name]]));
afterEach(() => Object.assign(Intl, originals));

/** Counts the formatters made of each kind from now on. */
function countMade(): Record<IntlConstructor, number> {
  const made = { NumberFormat: 0, DateTimeFormat: 0, RelativeTimeFormat: 0 };
  for (const name of intlConstructors)
    Object.assign(Intl, {
      [name]: new Proxy(Intl[name], {
        construct(target, args) {
          made[name] += 1;
          return Reflect.construct(target, args);
        },
      }),
    });
  return made;
}

it('loading the formatters makes no Intl formatter; the first call makes one, later calls reuse it', async () => {
  const made = countMade();
  const { formatRupees } = await import('./rupees');
  const { formatDate, formatDateTime, formatRelativeTime } = await import('./dates');
  expect(made).toEqual({ NumberFormat: 0, DateTimeFormat: 0, RelativeTimeFormat: 0 });

  expect(formatRupees(125000)).toBe('₹1,25,000');
  expect(formatRupees(6500)).toBe('₹6,500');
  expect(formatDate('2025-08-05')).toBe('5 Aug 2025');
  expect(formatDate('2025-08-06')).toBe('6 Aug 2025');
  expect(formatDateTime('2025-08-05T15:40:00')).toMatch(/^5 Aug 2025, 3:40\s?pm$/i);
  const now = Date.parse('2025-08-05T12:00:00Z');
  expect(formatRelativeTime('2025-08-05T09:00:00Z', now)).toBe('3 hours ago');
  expect(formatRelativeTime('2025-08-04T12:00:00Z', now)).toBe('yesterday');
  expect(formatRelativeTime('2025-08-05T11:59:40Z', now)).toBe('just now');
  expect(made).toEqual({ NumberFormat: 1, DateTimeFormat: 2, RelativeTimeFormat: 1 });
});
