// The alerts screen loads when first opened; the menu count and follow button ship with the frame.
export { AlertsPage } from './components/alerts-page.tsx';
