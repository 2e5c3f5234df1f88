import { type ComponentType, type ReactNode, use } from 'react';

type PageModule = () => Promise<{ default: ComponentType }>;
type Provider = ComponentType<{ children: ReactNode }>;

/** A page whose code comes as its own chunk: <ShowPage> renders it (suspending until the chunk is here), `preload`
 * fetches it ahead (hydrating a server-rendered page waits for it, so the first render is the whole page). */
export interface LazyPage {
  preload(): Promise<void>;
  /** The page's screen and the provider around it, once loaded. */
  loaded(): { Screen: ComponentType; Provider?: Provider } | undefined;
}

/**
 * `load`: the page's module. `wrap`: a module to load with it whose provider goes round the page (the shell's query
 * cache for a page that reads or writes server state, which `/` does not load for a visitor).
 */
export function lazyPage(load: PageModule, wrap?: () => Promise<Provider>): LazyPage {
  let loaded: ReturnType<LazyPage['loaded']>;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), wrap?.()]).then(([{ default: Screen }, Provider]) => {
      loaded = { Screen, Provider };
    });
    // a failed load is tried again on the next render (a Retry, or the next visit), not remembered
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return { preload, loaded: () => loaded };
}

/** Renders a lazy page. Once loaded it renders at once, without suspending: a page preloaded before the first render is
 * rendered in that render. */
export function ShowPage({ page }: { page: LazyPage }) {
  if (!page.loaded()) use(page.preload());
  const { Screen, Provider } = page.loaded() as NonNullable<ReturnType<LazyPage['loaded']>>;
  return Provider ? (
    <Provider>
      <Screen />
    </Provider>
  ) : (
    <Screen />
  );
}
