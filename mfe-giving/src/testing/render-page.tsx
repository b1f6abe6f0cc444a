import { Route, Routes, ToastRegion } from '@eoffering/shared';
import { renderWithProviders, type ProvidersOptions } from '@eoffering/shared/testing';
import type { ReactElement } from 'react';
import { ShowLocation } from './show-location';

interface PageOptions extends ProvidersOptions {
  /** Also render the toasts, for a test that reads what the page says in one. */
  toasts?: boolean;
}

/**
 * Renders one page at its route pattern; any other path shows the location, so a test sees a
 * navigation as the user would see the URL.
 */
export const renderPage = (
  path: string,
  page: ReactElement,
  { toasts = false, ...options }: PageOptions = {},
) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<ShowLocation />} />
      </Routes>
      {toasts && <ToastRegion />}
    </>,
    options,
  );
