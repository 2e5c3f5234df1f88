import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { lazyScreen, pagePreparer, ShowScreen } from './lazyScreen';

const Requests = () => <h1>Booking Requests</h1>;

it('renders a preloaded screen in its first render, without its fallback', async () => {
  const requests = lazyScreen(async () => ({ default: Requests }));
  await requests.preload();
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <ShowScreen screen={requests} />
    </Suspense>,
  );
  // no await: the first commit already has it
  expect(screen.getByRole('heading', { name: 'Booking Requests' })).toBeTruthy();
  expect(screen.queryByText('Loading…')).toBeNull();
});

it('suspends until the code is here when nothing preloaded it, and loads again after a failure', async () => {
  let fail = true;
  const requests = lazyScreen(async () => {
    if (fail) throw new Error('chunk failed');
    return { default: Requests };
  });
  await expect(requests.preload()).rejects.toThrow('chunk failed');
  fail = false;
  await act(async () => {
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <ShowScreen screen={requests} />
      </Suspense>,
    );
  });
  expect(await screen.findByRole('heading', { name: 'Booking Requests' })).toBeTruthy();
});

it("lets its parent's effects run while the screen's code is still on its way", () => {
  const requests = lazyScreen(() => new Promise(() => undefined)); // never comes
  const ran: string[] = [];
  function Parent() {
    useEffect(() => {
      ran.push('parent effect');
    }, []);
    return (
      <Suspense fallback={<p>Loading…</p>}>
        <ShowScreen screen={requests} />
      </Suspense>
    );
  }
  render(<Parent />);
  expect(screen.getByText('Loading…')).toBeTruthy();
  expect(ran).toEqual(['parent effect']);
  expect(requests.isLoaded()).toBe(false);
});

it("an area's preparePage loads the code of the page at the address only", async () => {
  const loaded: string[] = [];
  const page = (name: string) =>
    lazyScreen(async () => {
      loaded.push(name);
      return { default: Requests };
    });
  const prepare = pagePreparer([
    ['/owner/view-requests', page('requests')],
    ['/owner/hostels/:id', page('hostel')],
  ]);
  await prepare('/owner/hostels/h1');
  expect(loaded).toEqual(['hostel']);
  await prepare('/owner/unknown');
  expect(loaded).toEqual(['hostel']);
});
