import {
  Navigate,
  NotFound,
  PageLoading,
  ROUTES,
  RequireMember,
  Route,
  Routes,
  lazyPage,
} from '@eoffering/shared';
import { Suspense } from 'react';
// Registers the `member` strings as soon as the remote's routes module loads.
import './strings';

// Each page is its own chunk: a member opening one page downloads only that page.
const PersonalDataPage = lazyPage(
  () => import('./features/personal-data/personal-data-page'),
  'PersonalDataPage',
);
const GivingRecordsPage = lazyPage(
  () => import('./features/giving-records/giving-records-page'),
  'GivingRecordsPage',
);
const GivingDetailPage = lazyPage(
  () => import('./features/giving-records/giving-detail-page'),
  'GivingDetailPage',
);
const RecurringRecordsPage = lazyPage(
  () => import('./features/giving-records/recurring-records-page'),
  'RecurringRecordsPage',
);
const GivingSummarySection = lazyPage(
  () => import('./features/giving-summary/giving-summary-section'),
  'GivingSummarySection',
);
const PledgesSection = lazyPage(
  () => import('./features/pledges/pledges-section'),
  'PledgesSection',
);
const ReceiptPage = lazyPage(() => import('./features/receipts/receipt-page'), 'ReceiptPage');
const PreferencesPage = lazyPage(
  () => import('./features/preferences/preferences-page'),
  'PreferencesPage',
);
const CardBindingResultPage = lazyPage(
  () => import('./features/card-binding/card-binding-result-page'),
  'CardBindingResultPage',
);
const CardBindingErrorPage = lazyPage(
  () => import('./features/card-binding/card-binding-error-page'),
  'CardBindingErrorPage',
);

// The member home is personal data with the giving summary and the pledges after it: each is its
// own chunk and its own Suspense, so the page never waits for them (docs/screens/member-centre.md).
const memberHome = (
  <PersonalDataPage>
    <Suspense fallback={null}>
      <GivingSummarySection />
    </Suspense>
    <Suspense fallback={null}>
      <PledgesSection />
    </Suspense>
  </PersonalDataPage>
);

/**
 * The remote's `./routes` module: the shell mounts it at the app root for the first path segments
 * of the route table's member-centre routes (docs/architecture.md).
 */
export const MemberCenterRoutes = () => (
  <Suspense fallback={<PageLoading />}>
    <Routes>
      {/* docs/screens/member-centre.md, docs/security-model.md: every page of this remote needs a signed-in member. */}
      <Route element={<RequireMember />}>
        <Route
          path={ROUTES.memberCenterIndex.relative}
          element={<Navigate to={ROUTES.memberHome.build({})} replace />}
        />
        <Route path={ROUTES.memberHome.relative} element={memberHome} />
        <Route path={ROUTES.memberRecords.relative} element={<GivingRecordsPage />} />
        <Route path={ROUTES.memberGivingDetail.relative} element={<GivingDetailPage />} />
        <Route path={ROUTES.memberRecurring.relative} element={<RecurringRecordsPage />} />
        <Route path={ROUTES.memberReceipts.relative} element={<ReceiptPage />} />
        <Route path={ROUTES.memberPreferences.relative} element={<PreferencesPage />} />
        <Route path={ROUTES.cardLink.relative} element={<CardBindingResultPage />} />
        <Route path={ROUTES.cardLinkError.relative} element={<CardBindingErrorPage />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  </Suspense>
);

// Federation contract (mfe-shared/src/federation): `./routes` has a default export.
export default MemberCenterRoutes;
