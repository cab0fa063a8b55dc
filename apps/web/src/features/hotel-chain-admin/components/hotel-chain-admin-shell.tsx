import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useHotelChainAdminAccess } from '../api/hotel-chain-admin-api.ts';
import styles from '../../../components/section-page.module.css';
import { scrollCurrentIntoView } from './scroll-current.ts';

const SECTIONS = [
  { to: '/hilton_admin/audits', label: 'Audits awaiting review' },
  { to: '/hilton_admin/manager_activity', label: 'Manager activity' },
  { to: '/hilton_admin/audit_limits_configuration', label: 'Audit limits' },
] as const;

/**
 * The hotel-chain admin around its screens: the section tabs, and the server's refusal for a user
 * who is neither an administrator nor a manager of a hotel-chain view. What each may do on each
 * screen is the server's answer too (docs/product-rules.md, "Hotel-chain admin"). The channel
 * types every screen needs are asked first, without logging a refusal as a failed load.
 */
export function HotelChainAdminShell() {
  const access = useHotelChainAdminAccess();
  const refused = access.error instanceof ApiError && access.error.status === 403;
  const sections = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => scrollCurrentIntoView(sections.current), [pathname]);
  return (
    <div className={styles.page} data-section="hilton-admin">
      <nav className={styles.tabs} aria-label="Hotel-chain administration" ref={sections}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className={styles.tab}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {refused ? (
        <EmptyState title="For hotel-chain managers" icon={<ShieldAlert size={28} aria-hidden />}>
          {access.error?.message}
        </EmptyState>
      ) : access.isPending ? (
        <Skeleton height={240} />
      ) : (
        <Outlet />
      )}
    </div>
  );
}

/** A screen's title, what it is for, and its main actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        <p className={styles.eyebrow}>Hotel-chain administration</p>
        <h1>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
