import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useSession } from 'shared-auth';
import { testQueryClient } from '../../../tools/jest/render';
import { PageQueryState, takePageQueryState } from './pageQueryState';

/** The page's block as the shell's server writes it: a server cache, dehydrated. */
function pageWith(queries: Record<string, unknown>) {
  const server = new QueryClient();
  for (const [id, data] of Object.entries(queries)) server.setQueryData(['hostel', id], data);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'query-state';
  block.textContent = JSON.stringify(dehydrate(server));
  document.body.append(block);
}
afterEach(() => document.getElementById('query-state')?.remove());

function Hostel({ id, fetchHostel }: { id: string; fetchHostel: () => Promise<{ name: string }> }) {
  const hostel = useQuery({ queryKey: ['hostel', id], queryFn: fetchHostel, staleTime: 60_000 });
  return <p>{hostel.data ? hostel.data.name : 'Loading…'}</p>;
}

/** The hostel screen in an area whose cache the page fills. */
const renderHostel = (fetchHostel: () => Promise<{ name: string }>) =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <PageQueryState>
        <Hostel id="h1" fetchHostel={fetchHostel} />
      </PageQueryState>
    </QueryClientProvider>,
  );

afterEach(() => act(() => useSession.setState({ token: null, user: null })));

it("a visitor's page renders its first render from the page's queries and asks for nothing again", async () => {
  pageWith({ h1: { name: 'Sri Sai Residency' } });
  const fetchHostel = jest.fn(async () => ({ name: 'asked again' }));
  renderHostel(fetchHostel);
  expect(screen.getByText('Sri Sai Residency')).toBeInTheDocument();
  await act(async () => {}); // the first commit's effects, and what they started, have run
  expect(fetchHostel).not.toHaveBeenCalled();
});

it("a signed-in user's page renders from the page's queries, then asks again at once", async () => {
  useSession.setState({ token: 't0k' });
  pageWith({ h1: { name: 'Sri Sai Residency' } });
  let answer!: (hostel: { name: string }) => void;
  const fetchHostel = jest.fn(() => new Promise<{ name: string }>((resolve) => (answer = resolve)));
  renderHostel(fetchHostel);
  expect(screen.getByText('Sri Sai Residency')).toBeInTheDocument(); // no loading state in between
  await waitFor(() => expect(fetchHostel).toHaveBeenCalledTimes(1));
  answer({ name: 'Sri Sai Residency (saved)' });
  expect(await screen.findByText('Sri Sai Residency (saved)')).toBeInTheDocument();
});

it('a later screen of the same page load, or a broken block, asks the API as usual', async () => {
  pageWith({ h1: { name: 'Sri Sai Residency' } });
  expect(takePageQueryState()?.queries).toHaveLength(1);
  const fetchHostel = jest.fn(async () => ({ name: 'From the API' }));
  renderHostel(fetchHostel);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(await screen.findByText('From the API')).toBeInTheDocument();

  pageWith({});
  (document.getElementById('query-state') as HTMLElement).textContent = '{broken';
  expect(takePageQueryState()).toBeUndefined();
});
