import { NotFound, PageLoading, RequireMember, Route, Routes, lazyPage } from '@eoffering/shared';
import { Suspense } from 'react';
import { HomePage } from './home/home-page';

// The home is in the first chunk; every other page is its own chunk, loaded when first visited.
const ProjectDetailPage = lazyPage(
  () => import('./project-detail/project-detail-page'),
  'ProjectDetailPage',
);
const ExpressGivingPage = lazyPage(() => import('./order-frame/order-pages'), 'ExpressGivingPage');
const NormalGivingPage = lazyPage(() => import('./order-frame/order-pages'), 'NormalGivingPage');
const RecurringGivingPage = lazyPage(
  () => import('./order-frame/order-pages'),
  'RecurringGivingPage',
);
const ResultErrorPage = lazyPage(
  () => import('./result-error/result-error-page'),
  'ResultErrorPage',
);
const Pending = lazyPage(() => import('./pending-page/pending-page'), 'PendingPage');

/**
 * The remote's `./routes` module. The shell mounts it at the app root for the first path segments
 * '', `project_detail`, `order` and `order_history` (design.md section 2), so paths are relative to
 * the app root; any other `/order/...` path is the shared not-found page (spec 2).
 */
export const GivingRoutes = () => (
  <Suspense fallback={<PageLoading />}>
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="project_detail/:projectAid" element={<ProjectDetailPage />} />
      <Route path="order">
        <Route index element={<NotFound />} />
        <Route path="express/:projectAid?" element={<ExpressGivingPage />} />
        <Route path="normal/:projectAid?" element={<NormalGivingPage />} />
        <Route
          path="recurring_records/:projectAid?"
          element={
            <RequireMember>
              <RecurringGivingPage />
            </RequireMember>
          }
        />
        <Route path="payment_methods" element={<Pending title="paymentMethods" />} />
        <Route path="payment/vacc/:orderInfoAid" element={<Pending title="transferInfo" />} />
        <Route path="result/:offeringAid" element={<Pending title="result" />} />
        <Route path="result_error/:errorMsg" element={<ResultErrorPage />} />
        <Route path="receipt_form/:offeringAid" element={<Pending title="receiptForm" />} />
        <Route
          path="ach_result/:achAid"
          element={
            <RequireMember>
              <Pending title="achResult" />
            </RequireMember>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route path="order_history" element={<Pending title="lookup" />} />
      <Route path="order_history/detail/:offeringAid" element={<Pending title="lookupDetail" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  </Suspense>
);

// Federation contract (mfe-shared/src/federation): `./routes` has a default export with no props.
export default GivingRoutes;
