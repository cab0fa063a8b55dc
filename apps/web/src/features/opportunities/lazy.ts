// The review loads when first opened: not part of the dashboard's first download.
export { OpportunitiesPage } from './components/opportunities-page.tsx';
