import type { ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Content reaches the card's edges (tables). */
  flush?: boolean;
  id?: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** The dashboard's widget frame: a titled surface with optional actions. */
export function Card({
  title,
  subtitle,
  actions,
  flush,
  id,
  className,
  children,
  ...rest
}: CardProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
      data-testid={rest['data-testid']}
    >
      {(title || actions) && (
        <header className={styles.header}>
          <div className={styles.titles}>
            {title && <h2 id={headingId}>{title}</h2>}
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      <div className={flush ? styles.flush : styles.body}>{children}</div>
    </section>
  );
}
