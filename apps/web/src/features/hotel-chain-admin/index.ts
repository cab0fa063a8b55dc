export { AuditLimitsPage } from './components/audit-limits-page.tsx';
export { AuditsReviewPage } from './components/audits-review-page.tsx';
export { HotelChainAdminHome } from './components/hotel-chain-admin-home.tsx';
export { HotelChainAdminShell } from './components/hotel-chain-admin-shell.tsx';
export { ManagerActivityPage } from './components/manager-activity-page.tsx';
