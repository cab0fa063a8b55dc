export { DashboardPage, type DashboardPageProps } from './components/dashboard-page.tsx';
