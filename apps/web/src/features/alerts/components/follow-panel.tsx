import { X } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { Checkbox } from '../../../components/form-controls.tsx';
import { useAlertFollows, useRefreshAlerts } from '../api/alerts-api.ts';
import styles from './alerts.module.css';
import { useFollowForAlerts, useUnfollowForAlerts } from '../api/alerts-api.ts';

/** The views and single properties whose alerts reach the user live and in the daily email. */
export function FollowPanel() {
  const follows = useAlertFollows();
  const refresh = useRefreshAlerts();
  const follow = useFollowForAlerts();
  const unfollow = useUnfollowForAlerts();
  const busy = follow.isPending || unfollow.isPending;
  const toggle = async (kind: 'view' | 'property', id: number, on: boolean) => {
    await (on ? follow : unfollow).mutateAsync({ params: { kind, id } });
    await refresh();
  };
  return (
    <Card title="Following" subtitle="Alerts of these arrive live and in a daily email.">
      {follows.isPending ? (
        <Skeleton height={96} />
      ) : (
        <div className={styles.follows}>
          <fieldset className={styles.fieldset}>
            <legend>Views</legend>
            {follows.data?.views.map((view) => (
              <Checkbox
                key={view.id}
                label={view.name}
                checked={view.following}
                disabled={busy}
                onChange={(event) => void toggle('view', view.id, event.target.checked)}
              />
            ))}
          </fieldset>
          <div>
            <h3 className={styles.subheading}>Properties</h3>
            {follows.data?.properties.length ? (
              <ul className={styles.followedProperties}>
                {follows.data.properties.map((property) => (
                  <li key={property.id}>
                    <span>{property.name}</span>
                    <Button
                      size="small"
                      variant="ghost"
                      iconOnly
                      disabled={busy}
                      aria-label={`Unfollow ${property.name}`}
                      onClick={() => void toggle('property', property.id, false)}
                    >
                      <X size={15} aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.note}>
                Follow a single property from its page on the dashboard.
              </p>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
