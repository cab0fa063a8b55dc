import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import styles from './route-error.module.css';

/**
 * What a route shows when its part of the app could not be loaded or threw while drawing: a plain
 * way back instead of the router's developer screen. The failure itself is already in the error
 * window's list (loadChunk) or the console log sent with a report.
 */
export function RouteError() {
  return (
    <section className={styles.screen} role="alert" aria-labelledby="route-error-title">
      <TriangleAlert size={32} aria-hidden className={styles.icon} />
      <h1 id="route-error-title">This page could not be loaded</h1>
      <p>
        A part of the dashboard did not arrive, often because a new version was just released.
        Reloading fetches the current one.
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          <RefreshCw size={16} aria-hidden /> Reload page
        </Button>
        <Link to="/" className={styles.home}>
          Go to the dashboard
        </Link>
      </div>
    </section>
  );
}
