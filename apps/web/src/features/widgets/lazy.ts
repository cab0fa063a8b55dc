// The widgets page's prefetch on its own, for the app's first module (see app/start-early.ts):
// importing it through index.ts would evaluate every widget before the calls could leave.
export { prefetchWidgetsPage } from './state/prefetch-widgets-page.ts';
