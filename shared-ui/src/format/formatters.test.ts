// Rupees and calendar dates are written without Intl; relative times make their Intl formatter on first use.
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

it('rupees and calendar dates make no Intl formatter; the first relative time makes one, later ones reuse it', async () => {
  const made = countMade();
  const { formatRupees } = await import('./rupees');
  const { formatDate, formatDateTime, formatRelativeTime } = await import('./dates');
  expect(formatRupees(125000)).toBe('₹1,25,000');
  expect(formatRupees(6500)).toBe('₹6,500');
  expect(formatDate('2025-08-05')).toBe('5 Aug 2025');
  expect(formatDateTime('2025-08-05T15:40:00')).toBe('5 Aug 2025, 3:40 pm');
  expect(made).toEqual({ NumberFormat: 0, DateTimeFormat: 0, RelativeTimeFormat: 0 });
  const now = Date.parse('2025-08-05T12:00:00Z');
  expect(formatRelativeTime('2025-08-05T09:00:00Z', now)).toBe('3 hours ago');
  expect(formatRelativeTime('2025-08-04T12:00:00Z', now)).toBe('yesterday');
  expect(formatRelativeTime('2025-08-05T11:59:40Z', now)).toBe('just now');
  expect(made).toEqual({ NumberFormat: 0, DateTimeFormat: 0, RelativeTimeFormat: 1 });
});

// what Chromium's Intl.DateTimeFormat('en-IN', { day, month: 'short', year[, hour, minute: '2-digit'] }) prints
it("writes dates and times as the browser's en-IN format does", async () => {
  const { formatDate, formatDateTime } = await import('./dates');
  expect(['01', '06', '09', '12'].map((m) => formatDate(`2025-${m}-05`))).toEqual([
    '5 Jan 2025',
    '5 Jun 2025',
    '5 Sept 2025',
    '5 Dec 2025',
  ]);
  expect(formatDate(new Date(2025, 7, 31, 23, 59).toISOString())).toBe('31 Aug 2025');
  expect(['00:04', '09:04', '12:04', '23:04'].map((t) => formatDateTime(`2025-08-05T${t}:00`))).toEqual([
    '5 Aug 2025, 12:04 am',
    '5 Aug 2025, 9:04 am',
    '5 Aug 2025, 12:04 pm',
    '5 Aug 2025, 11:04 pm',
  ]);
});
