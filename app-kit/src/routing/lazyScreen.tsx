import { type ComponentType, use } from 'react';

/** A screen whose code comes as its own chunk: <ShowScreen> draws it (suspending until the chunk is here), or
 * `preload` it first, and then the first render draws it at once. */
export interface LazyScreen {
  preload(): Promise<void>;
  /** The screen, once its code is here. */
  loaded(): ComponentType | undefined;
}

/**
 * Like React.lazy, but a screen preloaded before the render is drawn in that render without suspending (React.lazy
 * suspends once on its first render even when the chunk is here): the shell draws a page rendered at build time
 * over in one commit only when nothing in it suspends. A failed load is tried again on the next render.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let Screen: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((m) => {
      Screen = m.default;
    });
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return { preload, loaded: () => Screen };
}

/** Draws a lazy screen: at once when it is loaded, else once its code is here (suspending meanwhile). */
export function ShowScreen({ screen }: { screen: LazyScreen }) {
  if (!screen.loaded()) use(screen.preload());
  const Screen = screen.loaded() as ComponentType;
  return <Screen />;
}
