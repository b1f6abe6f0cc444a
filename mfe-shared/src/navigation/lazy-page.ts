import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page module's named export as a `React.lazy` component, so each route is its own chunk that
 * downloads when first visited (a remote's first load stays small).
 */
export const lazyPage = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> =>
  lazy(() => load().then((module) => ({ default: module[name] })));
