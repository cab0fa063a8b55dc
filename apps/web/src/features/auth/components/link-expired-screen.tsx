import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { AuthScreen, ButtonLink } from './auth-screen.tsx';
import styles from './auth-form.module.css';

/** /login/restore/expired: where a used, expired or broken password link ends up. */
export function LinkExpiredScreen() {
  return (
    <AuthScreen
      title="This link has expired"
      icon={<Hourglass size={26} />}
      tone="warning"
      lead="Password links work only once and for a limited time. This one has already been used, has expired, or was replaced by a newer link."
    >
      <div className={styles.actions}>
        <ButtonLink to="/login/restore">Request a new link</ButtonLink>
        <p className={styles.aside}>
          Remembered your password? <Link to="/login">Sign in</Link>
        </p>
      </div>
    </AuthScreen>
  );
}
