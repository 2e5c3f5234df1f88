import { answerWindow } from './answerWindow';

it('counts down the 24-hour window and flags overdue requests', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  expect(answerWindow('2026-11-22T15:12:00Z', now)).toEqual({ overdue: false, text: '5 h 12 min left to answer' });
  expect(answerWindow('2026-11-22T09:57:00Z', now)).toEqual({ overdue: true, text: 'Overdue by 3 min' });
});
