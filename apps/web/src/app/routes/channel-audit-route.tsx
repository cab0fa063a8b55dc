import {
  ChannelAuditPage,
  type ChannelAuditPageProps,
  type ResultControls,
} from '../../features/channel-audit/index.ts';
import { NoiseActions, NoiseMark } from '../../features/noise-control/index.ts';

/** Each characteristic of the audit gets noise control: its mark and undo, and its menu. */
const noiseControls: ResultControls = {
  mark: (row, details) => <NoiseMark row={row} auditId={details.auditId} />,
  actions: (row, details) => (
    <NoiseActions row={row} auditId={details.auditId} siteName={details.siteName} />
  ),
};

/** The channel audit page as the app composes it, loaded with its chunk when first opened. */
export function ChannelAuditRoute(props: Omit<ChannelAuditPageProps, 'resultControls'>) {
  return <ChannelAuditPage {...props} resultControls={noiseControls} />;
}
