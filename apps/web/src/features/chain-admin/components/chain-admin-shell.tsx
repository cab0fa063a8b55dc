import { ACCOUNT_CALLS } from '@lens/contracts';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { useApiQuery } from '../../../lib/use-api.ts';
import styles from '../../../components/section-page.module.css';
import { scrollCurrentIntoView } from './scroll-current.ts';

const SECTIONS = [
  { to: '/hilton_admin/audits', label: 'Audits awaiting review' },
  { to: '/hilton_admin/manager_activity', label: 'Manager activity' },
  { to: '/hilton_admin/audit_limits_configuration', label: 'Audit limits' },
] as const;

/**
 * The hotel-chain admin around its screens: the section tabs, and a plain refusal for anyone but
 * an administrator (the server refuses their calls with 403 as well).
 */
export function ChainAdminShell() {
  const credentials = useApiQuery(ACCOUNT_CALLS.checkCredentials, {
    label: 'Loading your account',
    silent: true,
    staleTime: 5 * 60_000,
  });
  const role = credentials.data?.user?.role;
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
      {role === 'ADMIN' ? (
        <Outlet />
      ) : role ? (
        <EmptyState title="Administrators only" icon={<ShieldAlert size={28} aria-hidden />}>
          The hotel-chain admin changes every user’s scores. Ask an administrator for access.
        </EmptyState>
      ) : (
        <Skeleton height={240} />
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
