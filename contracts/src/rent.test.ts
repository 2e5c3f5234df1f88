import { lateFeeOn, lateFeeWords, NO_LATE_FEE } from './rent';

describe('lateFeeOn', () => {
  const due = '2026-11-05';
  it('charges nothing without a rule, or within the grace days', () => {
    expect(lateFeeOn(NO_LATE_FEE, due, '2026-12-30')).toBe(0);
    expect(lateFeeOn({ kind: 'fixed', amount: 200, graceDays: 3 }, due, '2026-11-08')).toBe(0);
  });
  it('a fixed fee once the grace days are over', () => {
    expect(lateFeeOn({ kind: 'fixed', amount: 200, graceDays: 3 }, due, '2026-11-09')).toBe(200);
    expect(lateFeeOn({ kind: 'fixed', amount: 200, graceDays: 3 }, due, '2026-12-20')).toBe(200);
  });
  it('a fee per day after the grace days, for at most 31 days', () => {
    expect(lateFeeOn({ kind: 'per-day', amount: 50, graceDays: 2 }, due, '2026-11-10')).toBe(150);
    expect(lateFeeOn({ kind: 'per-day', amount: 50, graceDays: 0 }, due, '2027-03-01')).toBe(1550);
  });
  it('says the rule in words', () => {
    expect(lateFeeWords(NO_LATE_FEE)).toBe('No late fee');
    expect(lateFeeWords({ kind: 'fixed', amount: 200, graceDays: 3 })).toBe(
      '₹200 once, from 3 days after the due date',
    );
    expect(lateFeeWords({ kind: 'per-day', amount: 50, graceDays: 0 })).toBe(
      '₹50 a day, from the day after the due date',
    );
  });
});
