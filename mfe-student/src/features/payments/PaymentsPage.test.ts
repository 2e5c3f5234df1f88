import { PAYMENT_DEMO_DELAY_MS, PAYMENT_DEMO_MESSAGE, PAYMENT_METHODS } from './PaymentsPage';

it('uses the spec’s methods, delay and message', () => {
  expect(PAYMENT_METHODS).toEqual(['UPI', 'Card', 'Net Banking']);
  expect(PAYMENT_DEMO_DELAY_MS).toBe(1500);
  expect(PAYMENT_DEMO_MESSAGE).toBe('This is a UI demonstration. No real payment will be processed.');
});
