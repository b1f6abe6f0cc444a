import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteLoader } from './remote-loader';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/** Gives the shell's routes the loader bootstrap created (tests pass their own). */
export const RemoteLoaderProvider = ({
  loader,
  children,
}: {
  loader: RemoteLoader;
  children: ReactNode;
}) => <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;

export const useRemoteLoader = (): RemoteLoader => {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderProvider above it');
  return loader;
};
