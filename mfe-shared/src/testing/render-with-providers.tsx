import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from '../routes/routing';
import type { SessionClaims } from '../bus/events';
import { setConfig } from '../config/config-store';
import { APP_BASE_PATH } from '../config/app-base-path';
import type { RuntimeConfig } from '../config/runtime-config';
import { i18n, initI18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { ID_TOKEN_KEY, tokenStore } from '../session/token-store';
import { fakeToken } from './fake-token';
import { testConfig } from './test-config';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The app path to start on, as the router sees it under the basename: `/member_center/home`. */
  route?: string;
  /** Signs a member in with a locally signed token (true: 王小明, member 1), or makes sure none is. */
  signedIn?: boolean | Partial<SessionClaims>;
  language?: Language;
  /** Put in place with `setConfig` (default `testConfig()`); null leaves the current one alone. */
  config?: RuntimeConfig | null;
}

export type ProvidersResult = RenderResult & { user: ReturnType<typeof userEvent.setup> };

/**
 * Renders like the app does: the shared i18n instance started, a memory router with the app's
 * basename (so links read `/eoffering/...`), runtime config and, on request, a signed-in member.
 */
export const renderWithProviders = (
  ui: ReactElement,
  {
    route = '/',
    signedIn = false,
    language = 'zh-TW',
    config = testConfig(),
    ...options
  }: ProvidersOptions = {},
): ProvidersResult => {
  if (config) setConfig(config);
  // Strings are bundled, so both calls finish synchronously.
  void initI18n(language);
  void i18n.changeLanguage(language);
  if (signedIn) {
    localStorage.setItem(ID_TOKEN_KEY, fakeToken(signedIn === true ? {} : signedIn));
  } else {
    localStorage.removeItem(ID_TOKEN_KEY);
  }
  tokenStore.sync();
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter basename={APP_BASE_PATH} initialEntries={[`${APP_BASE_PATH}${route}`]}>
      {ui}
    </MemoryRouter>,
    options,
  );
  return { ...result, user };
};
