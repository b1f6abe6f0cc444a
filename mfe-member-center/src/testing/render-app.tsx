import {
  DialogHost,
  Route,
  Routes,
  ToastRegion,
  setPageNavigation,
  useLocation,
} from '@eoffering/shared';
import {
  installFakeApi,
  renderWithProviders,
  type FakeApi,
  type ProvidersOptions,
  type ProvidersResult,
} from '@eoffering/shared/testing';
import { MemberCenterRoutes } from '../routes';

/** Shows where the router is, as the shell's own pages would: the giving home is `/`. */
const GivingHomeStandIn = () => <h1>giving home {useLocation().pathname}</h1>;

let installed: FakeApi | null = null;

/** Puts back what `renderApp` replaced: the real axios adapter, page navigation and storage. */
export const resetApp = (): void => {
  installed?.uninstall();
  installed = null;
  setPageNavigation(null);
  localStorage.clear();
};

export interface AppHarness extends ProvidersResult {
  api: FakeApi;
  /** Full-page navigations (main-site login, profile) the page asked for. */
  assigned: string[];
}

/**
 * Renders the remote the way the shell mounts it (under `path="*"` at the app root, next to the
 * shell's toast region), with a fake backend that fails on any call the test did not script and
 * full-page navigation recorded instead of performed. `script` runs before the first render.
 * `dialogs` shows the bus's dialogs as the shell does, for a test that answers them as a user
 * (focus and all) rather than with `answerDialogs`.
 */
export const renderApp = (
  route: string,
  {
    script,
    dialogs = false,
    ...options
  }: ProvidersOptions & { script?: (api: FakeApi) => void; dialogs?: boolean } = {},
): AppHarness => {
  const api = installFakeApi();
  installed = api;
  script?.(api);
  const assigned: string[] = [];
  setPageNavigation({ assign: (url) => assigned.push(url) });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<GivingHomeStandIn />} />
        <Route path="*" element={<MemberCenterRoutes />} />
      </Routes>
      <ToastRegion />
      {dialogs && <DialogHost onShowingChange={() => undefined} />}
    </>,
    { route, language: 'en', ...options },
  );
  return { ...result, api, assigned };
};
