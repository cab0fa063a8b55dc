export { ChannelAuditPage, type ChannelAuditPageProps } from './components/channel-audit-page.tsx';
export type { ResultControls } from './components/result-controls.ts';
