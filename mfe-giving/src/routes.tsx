import { NotFound, PageLoading, ROUTES, Route, Routes, lazyPage } from '@eoffering/shared';
import { Suspense } from 'react';
import { HomePage } from './features/projects/home-page';

// The home is in the first chunk; every other page is its own chunk, loaded when first visited.
const ProjectDetailPage = lazyPage(
  () => import('./features/projects/project-detail-page'),
  'ProjectDetailPage',
);
const ExpressGivingPage = lazyPage(
  () => import('./features/giving-order/express-giving-page'),
  'ExpressGivingPage',
);
const NormalGivingPage = lazyPage(
  () => import('./features/giving-order/normal-giving-page'),
  'NormalGivingPage',
);
const PaymentMethodsPage = lazyPage(
  () => import('./features/payment/payment-methods-page'),
  'PaymentMethodsPage',
);
const RecurringSetupPage = lazyPage(
  () => import('./features/recurring-setup/recurring-setup-page'),
  'RecurringSetupPage',
);
const RecurringResultPage = lazyPage(
  () => import('./features/recurring-result/recurring-result-page'),
  'RecurringResultPage',
);
const ResultErrorPage = lazyPage(
  () => import('./features/giving-result/result-error-page'),
  'ResultErrorPage',
);
const ResultPage = lazyPage(() => import('./features/giving-result/result-page'), 'ResultPage');
const TransferPage = lazyPage(
  () => import('./features/giving-result/transfer-page'),
  'TransferPage',
);
const ReceiptFormPage = lazyPage(
  () => import('./features/receipt-form/receipt-form-page'),
  'ReceiptFormPage',
);
const LookupPage = lazyPage(() => import('./features/guest-lookup/lookup-page'), 'LookupPage');
const GuestDetailPage = lazyPage(
  () => import('./features/guest-lookup/guest-detail-page'),
  'GuestDetailPage',
);

/**
 * The remote's `./routes` module. The shell mounts it at the app root for the first path segments
 * of the route table's giving routes (docs/architecture.md), so paths are relative to the app root;
 * any other path, `/order/...` included, is the shared not-found page (docs/screens/giving.md).
 */
export const GivingRoutes = () => (
  <Suspense fallback={<PageLoading />}>
    <Routes>
      <Route index element={<HomePage />} />
      <Route path={ROUTES.projectDetail.relative} element={<ProjectDetailPage />} />
      <Route path={ROUTES.expressGiving.relative} element={<ExpressGivingPage />} />
      <Route path={ROUTES.normalGiving.relative} element={<NormalGivingPage />} />
      <Route path={ROUTES.recurringSetup.relative} element={<RecurringSetupPage />} />
      <Route path={ROUTES.paymentMethods.relative} element={<PaymentMethodsPage />} />
      <Route path={ROUTES.transferInfo.relative} element={<TransferPage />} />
      <Route path={ROUTES.givingResult.relative} element={<ResultPage />} />
      <Route path={ROUTES.givingResultError.relative} element={<ResultErrorPage />} />
      <Route path={ROUTES.receiptForm.relative} element={<ReceiptFormPage />} />
      <Route path={ROUTES.recurringResult.relative} element={<RecurringResultPage />} />
      <Route path={ROUTES.guestLookup.relative} element={<LookupPage />} />
      <Route path={ROUTES.guestGivingDetail.relative} element={<GuestDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  </Suspense>
);

// Federation contract (mfe-shared/src/federation): `./routes` has a default export with no props.
export default GivingRoutes;
