import { type ComponentType, lazy, useMemo } from 'react';
import { matchPath } from 'react-router-dom';

/** A screen whose code comes as its own chunk: <ShowScreen> renders it (suspending until the chunk is here), or
 * `preload` it first, and then the first render shows it at once. */
export interface LazyScreen {
  preload(): Promise<void>;
  /** The screen to render now: the screen itself once its code is here, else one that suspends until it is. */
  component(): ComponentType;
  /** Whether its code is here (a render shows it at once). */
  isLoaded(): boolean;
}

/**
 * Like React.lazy, but a screen preloaded before the render is rendered in that render without suspending (React.lazy
 * suspends once on its first render even when the chunk is here): the shell renders a page rendered at build time
 * over in one commit only when nothing in it suspends. A failed load is tried again on the next render.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let Screen: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  let Pending: ComponentType | undefined;
  const preload = () => {
    loading ??= load().then((m) => {
      Screen = m.default;
    });
    loading.catch(() => {
      loading = undefined;
      Pending = undefined; // React.lazy keeps a failure: the next render gets a new one
    });
    return loading;
  };
  // React.lazy (not `use` of the load): a parent's effects run while the screen is still on its way
  const component = () => {
    if (Screen) return Screen;
    Pending ??= lazy(() => preload().then(() => ({ default: Screen as ComponentType })));
    return Pending;
  };
  return { preload, component, isLoaded: () => Screen !== undefined };
}

/** Renders a lazy screen: at once when it is loaded, else once its code is here (suspending meanwhile). */
export function ShowScreen({ screen }: { screen: LazyScreen }) {
  // chosen once per screen: a screen rendered while loading is not swapped for another component when its code comes
  const Screen = useMemo(() => screen.component(), [screen]);
  return <Screen />;
}

/** An area's pages: each address pattern with its lazy screen. */
export type AreaPages = ReadonlyArray<readonly [path: string, screen: LazyScreen]>;

/**
 * An area module's `preparePage`: loads the code of the page at `pathname`. The shell calls it as soon as the module
 * is here (and before it renders over a page rendered at build time), so the page's chunk does not wait for the
 * area's first render to be asked for, and that render shows the page whole.
 */
export function pagePreparer(pages: AreaPages): (pathname: string) => Promise<void> {
  return async (pathname) => {
    await pages.find(([path]) => matchPath(path, pathname))?.[1].preload();
  };
}
