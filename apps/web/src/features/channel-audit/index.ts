export { ChannelAuditPage, type ChannelAuditPageProps } from './components/channel-audit-page.tsx';
