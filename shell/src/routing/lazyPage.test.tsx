import { Component, type ReactNode, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, ShowPage } from './lazyPage';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const About = () => <h1>About Hostel Hub</h1>;
const aboutModule = { default: About };

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

/** Renders inside a Suspense boundary and an error boundary; awaited, so React takes up what suspended. */
const renderInSuspense = (node: ReactNode) =>
  act(async () => {
    render(
      <Caught>
        <Suspense fallback={<p>Loading page</p>}>{node}</Suspense>
      </Caught>,
    );
  });

it('renders a preloaded page in the first render, without a fallback in between', async () => {
  const page = lazyPage(async () => aboutModule);
  await page.preload();
  await renderInSuspense(<ShowPage page={page} />);
  expect(screen.getByRole('heading', { name: 'About Hostel Hub' })).toBeInTheDocument();
  expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
});

it('shows the fallback while the code comes, then the page, loading it once', async () => {
  const chunk = deferred<typeof aboutModule>();
  const load = jest.fn(() => chunk.promise);
  const page = lazyPage(load);
  await renderInSuspense(<ShowPage page={page} />);
  expect(screen.getByText('Loading page')).toBeInTheDocument();
  void page.preload();
  await act(async () => chunk.resolve(aboutModule));
  expect(await screen.findByRole('heading', { name: 'About Hostel Hub' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('puts the page inside the provider that comes with it', async () => {
  const Provider = ({ children }: { children: ReactNode }) => <section aria-label="with cache">{children}</section>;
  const page = lazyPage(
    async () => aboutModule,
    async () => Provider,
  );
  await page.preload();
  render(<ShowPage page={page} />);
  expect(screen.getByRole('region', { name: 'with cache' })).toContainElement(screen.getByRole('heading'));
});

it('a load that fails is an error to show, and the next try loads again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let online = false;
  const load = jest.fn(async () => {
    if (!online) throw new Error('Loading chunk 12 failed.');
    return aboutModule;
  });
  const page = lazyPage(load);
  await renderInSuspense(<ShowPage page={page} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 12 failed.');
  online = true;
  await page.preload();
  await renderInSuspense(<ShowPage page={page} />);
  expect(screen.getByRole('heading', { name: 'About Hostel Hub' })).toBeInTheDocument();
  jest.restoreAllMocks();
});
