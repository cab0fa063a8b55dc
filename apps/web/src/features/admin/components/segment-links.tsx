import { Link } from 'react-router';
import styles from './segment-links.module.css';

/** Sibling lists of one page (standard and automated views, geography levels) as links. */
export function SegmentLinks({
  label,
  links,
}: {
  label: string;
  links: ReadonlyArray<{ to: string; label: string; current: boolean }>;
}) {
  return (
    <nav className={styles.segments} aria-label={label}>
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className={styles.segment}
          aria-current={link.current ? 'page' : undefined}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
