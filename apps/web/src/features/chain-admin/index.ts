export { AuditLimitsPage } from './components/audit-limits-page.tsx';
export { AuditsReviewPage } from './components/audits-review-page.tsx';
export { ChainAdminHome } from './components/chain-admin-home.tsx';
export { ChainAdminShell } from './components/chain-admin-shell.tsx';
export { ManagerActivityPage } from './components/manager-activity-page.tsx';
