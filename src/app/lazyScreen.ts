import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A route's screen: its own chunk, and the translation namespaces it reads. */
export interface Screen {
  /** Starts loading the screen's code; React uses the same load when it renders it. */
  preload(): Promise<unknown>;
  namespaces: readonly string[];
}

/** A lazily loaded route screen that can also be loaded ahead of rendering. */
export function screen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly string[],
): LazyExoticComponent<ComponentType<P>> & Screen {
  type Module = { default: ComponentType<P> };
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  // A failed load (network) is tried again on the next use.
  const once = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Code loaded ahead renders at once: React reads a thenable that answers synchronously
  // without suspending, so no loading fallback flashes in its place (and moves the page).
  const ready = () => {
    const thenable: PromiseLike<Module> = { then: (onLoaded) => (onLoaded ? onLoaded(loaded!) : loaded) as never };
    return thenable as Promise<Module>;
  };
  return Object.assign(lazy(() => (loaded ? ready() : once())), { preload: once, namespaces });
}
