import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { testQueryClient } from '../../../tools/jest/render';
import { useInvalidate } from './useInvalidate';

// A list whose first fetch left before a write: after the write's invalidation the screen must show the list as
// the server has it after the write, not the answer of the fetch that left before.
it('a fetch on its way when a write lands is not taken as fresh', async () => {
  const server = { bookings: ['Lotus'] };
  const answers: Array<() => void> = [];
  const fetchList = () =>
    new Promise<string[]>((resolve) => {
      const snapshot = [...server.bookings]; // what the server read when the request arrived
      answers.push(() => resolve(snapshot));
    });
  let invalidate: ReturnType<typeof useInvalidate> = () => undefined;
  function Bookings() {
    invalidate = useInvalidate();
    const list = useQuery({ queryKey: ['bookings'], queryFn: fetchList, staleTime: 60_000 });
    return <p>{list.data ? list.data.join(', ') : 'Loading'}</p>;
  }
  render(
    <QueryClientProvider client={testQueryClient()}>
      <Bookings />
    </QueryClientProvider>,
  );
  expect(answers).toHaveLength(1); // the first fetch is on its way
  server.bookings.push('Adibatla Boys Den'); // the write lands
  await act(async () => invalidate(['bookings']));
  await act(async () => answers[0]()); // the early fetch answers, with the list from before the write
  expect(answers).toHaveLength(2);
  await act(async () => answers[1]());
  expect(await screen.findByText('Lotus, Adibatla Boys Den')).toBeInTheDocument();
});
