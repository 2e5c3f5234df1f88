import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { NOTIFICATION_DOM_EVENT } from 'contracts';
import { refreshOnNotifications } from './refreshOnNotifications';

it('loads again the queries a notification’s link is about, and only those', async () => {
  const client = new QueryClient();
  const fetched = { payments: 0, complaints: 0 };
  const watch = (key: 'payments' | 'complaints') =>
    new QueryObserver(client, {
      queryKey: ['student', key],
      queryFn: () => {
        fetched[key] += 1;
        return fetched[key];
      },
    }).subscribe(() => {});
  const stops = [watch('payments'), watch('complaints')];
  await waitFor(() => expect(fetched).toEqual({ payments: 1, complaints: 1 }));

  const stop = refreshOnNotifications(client, { '/student/payments': [['student', 'payments']] });
  const notify = (link: string | null) =>
    window.dispatchEvent(new CustomEvent(NOTIFICATION_DOM_EVENT, { detail: { link } }));
  notify('/student/payments/receipts/BILL-1');
  notify('/student/notifications');
  notify(null);
  await waitFor(() => expect(fetched.payments).toBe(2));
  expect(fetched.complaints).toBe(1);

  stop();
  notify('/student/payments');
  // what the listener would have started, it starts at once: nothing is on its way
  expect(client.isFetching()).toBe(0);
  expect(fetched.payments).toBe(2);
  for (const s of stops) s();
});
