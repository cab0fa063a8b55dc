// The help and legal pages: a chunk of their own, fetched when one of them is opened.
export { HelpPage } from './components/help-page.tsx';
export { LegalPage } from './components/legal-page.tsx';
