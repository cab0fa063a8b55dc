// The list and the printable page load when first opened; the create button ships with the audit.
export { ChangeRequestsPage } from './components/change-requests-page.tsx';
export { ChangeRequestPrintPage } from './components/change-request-print-page.tsx';
