// The list screen loads when first opened.
export { NoiseListPage } from './components/noise-list-page.tsx';
