import { Navigate } from 'react-router';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { useChannelTypes } from '../api/hotel-chain-admin-api.ts';

/**
 * `/hilton_admin` and `/hilton_admin/audits`: the review queue of the first channel type with
 * something to decide, else of the first channel type.
 */
export function HotelChainAdminHome() {
  const { data } = useChannelTypes();
  if (!data) return <Skeleton height={320} />;
  const first = data.channelTypes.find((type) => type.awaitingAudits > 0) ?? data.channelTypes[0];
  return <Navigate to={`/hilton_admin/audits/${first?.channelTypeId ?? 1}`} replace />;
}
