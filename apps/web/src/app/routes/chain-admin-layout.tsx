import { MainAppLayout } from './main-app-layout.tsx';

// The section's screens travel in this lazily loaded chunk with its layout.
export {
  AuditLimitsPage,
  AuditsReviewPage,
  ChainAdminHome,
  ChainAdminShell,
  ManagerActivityPage,
} from '../../features/chain-admin/index.ts';

/** The hotel-chain admin inside the app's frame: menu, top bar and overlays. */
export function ChainAdminLayout() {
  return <MainAppLayout />;
}
