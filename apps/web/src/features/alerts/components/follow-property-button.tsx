import { Bell, BellRing } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { useAlertFollows, useRefreshAlerts } from '../api/alerts-api.ts';
import { useFollowForAlerts, useUnfollowForAlerts } from '../api/alerts-api.ts';

/** Follow or unfollow one property's alerts, from its page on the dashboard. */
export function FollowPropertyButton({ propertyId }: { propertyId: number }) {
  const follows = useAlertFollows();
  const refresh = useRefreshAlerts();
  const follow = useFollowForAlerts();
  const unfollow = useUnfollowForAlerts();
  if (!follows.data) return null;
  const following = follows.data.properties.some((property) => property.id === propertyId);
  const toggle = async () => {
    await (following ? unfollow : follow).mutateAsync({
      params: { kind: 'property', id: propertyId },
    });
    await refresh();
  };
  return (
    <Button
      size="small"
      variant={following ? 'secondary' : 'ghost'}
      aria-pressed={following}
      disabled={follow.isPending || unfollow.isPending}
      onClick={() => void toggle()}
      title="Alerts of a followed property arrive live and in a daily email"
      data-testid="follow-property"
    >
      {following ? <BellRing size={15} aria-hidden /> : <Bell size={15} aria-hidden />}
      {following ? 'Following alerts' : 'Follow alerts'}
    </Button>
  );
}
