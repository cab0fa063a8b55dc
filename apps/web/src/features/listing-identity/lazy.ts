// The wrong matches list loads when first opened; the channel and property pieces ship with the dashboard.
export { WrongMatchesPage } from './components/wrong-matches-page.tsx';
