import {
  ChannelAuditPage,
  type ChannelAuditPageProps,
  type ResultControls,
} from '../../features/channel-audit/index.ts';
import { CreateChangeRequest } from '../../features/change-requests/index.ts';
import { ChannelListingSection } from '../../features/listing-identity/index.ts';
import { NoiseActions, NoiseMark } from '../../features/noise-control/index.ts';
import type { ChannelPageScope } from '../../features/widgets/index.ts';
import styles from './channel-audit-route.module.css';

/** Each characteristic of the audit gets noise control: its mark and undo, and its menu. */
const noiseControls: ResultControls = {
  mark: (row, details) => <NoiseMark row={row} auditId={details.auditId} />,
  actions: (row, details) => (
    <NoiseActions row={row} auditId={details.auditId} siteName={details.siteName} />
  ),
};

/**
 * The channel level as the app composes it, loaded with its chunk when first opened: the
 * listing's identity, actions from other features, then the audit with noise control.
 */
export function ChannelAuditRoute(scope: ChannelPageScope) {
  return (
    <div className={styles.channelPage}>
      <ChannelListingSection propertyId={scope.propertyId} channelId={scope.channelId} />
      {scope.lastAudit.data?.auditId != null && (
        <div className={styles.channelActions}>
          <CreateChangeRequest auditId={scope.lastAudit.data.auditId} />
        </div>
      )}
      <ChannelAudit {...scope} />
    </div>
  );
}

function ChannelAudit(props: Omit<ChannelAuditPageProps, 'resultControls'>) {
  return <ChannelAuditPage {...props} resultControls={noiseControls} />;
}
