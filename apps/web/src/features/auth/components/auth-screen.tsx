import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './auth-screen.module.css';

export interface AuthScreenProps {
  title: string;
  lead?: ReactNode;
  /** A large icon above the title, for the screens that tell rather than ask. */
  icon?: ReactNode;
  tone?: 'brand' | 'success' | 'warning';
  children?: ReactNode;
}

/**
 * One screen of the sign-in card (the card and the Brand come from the /login layout): its title,
 * a lead line, the content, and the legal links.
 */
export function AuthScreen({ title, lead, icon, tone = 'brand', children }: AuthScreenProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Moving between the screens is a client-side navigation that leaves focus on <body>; a screen
  // reader user would hear nothing. A field focused on purpose keeps its focus.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, [title]);

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      {icon && (
        <span className={styles.icon} data-tone={tone} aria-hidden>
          {icon}
        </span>
      )}
      <header className={styles.header}>
        <h1 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
      <footer className={styles.footer}>
        <Link to="/terms">Terms</Link>
        <span aria-hidden>·</span>
        <Link to="/privacy">Privacy</Link>
      </footer>
    </section>
  );
}

/** A link that looks like a button: the way onward from a screen that only informs. */
export function ButtonLink({
  to,
  state,
  variant = 'primary',
  children,
}: {
  to: string;
  state?: unknown;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  return (
    <Link to={to} state={state} className={styles.buttonLink} data-variant={variant}>
      {children}
    </Link>
  );
}
