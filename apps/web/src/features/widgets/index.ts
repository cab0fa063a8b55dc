export {
  DashboardPage,
  type ChannelPageScope,
  type DashboardPageProps,
} from './components/dashboard-page.tsx';
export { usePageScope, type PageScope } from './state/use-page-scope.ts';
export type { ExplainedScore, ExplainScoreSlot } from './state/explain-score-slot.ts';
