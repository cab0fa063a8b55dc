import { MainAppLayout } from './main-app-layout.tsx';

// The section's screens travel in this lazily loaded chunk with its layout.
export {
  AuditLimitsPage,
  AuditsReviewPage,
  HotelChainAdminHome,
  HotelChainAdminShell,
  ManagerActivityPage,
} from '../../features/hotel-chain-admin/index.ts';

/** The hotel-chain admin inside the app's frame: menu, top bar and overlays. */
export function HotelChainAdminLayout() {
  return <MainAppLayout />;
}
