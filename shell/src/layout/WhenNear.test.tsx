import { act, render, screen } from '@testing-library/react';
import { WhenNear } from './WhenNear';

const section = (
  <WhenNear placeholder={<p>Loading hostels...</p>} margin="200px">
    <p>The listing</p>
  </WhenNear>
);

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('shows the placeholder until its place comes near the viewport, then the section', () => {
  const observers: Array<{ fire: (near: boolean) => void; options?: IntersectionObserverInit; disconnected: boolean }> =
    [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    record;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = {
        fire: (near: boolean) =>
          callback([{ isIntersecting: near } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
        options,
        disconnected: false,
      };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  };
  render(section);
  expect(screen.getByText('Loading hostels...')).toBeInTheDocument();
  expect(observers).toHaveLength(1);
  expect(observers[0].options?.rootMargin).toBe('200px');
  act(() => observers[0].fire(false));
  expect(screen.queryByText('The listing')).toBeNull();
  act(() => observers[0].fire(true));
  expect(screen.getByText('The listing')).toBeInTheDocument();
  expect(screen.queryByText('Loading hostels...')).toBeNull();
  expect(observers[0].disconnected).toBe(true);
});

it('shows the section at once where the browser cannot tell', () => {
  render(section);
  expect(screen.getByText('The listing')).toBeInTheDocument();
});
