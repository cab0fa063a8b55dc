import { VIEW_TYPES } from '@lens/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ToastRegion } from './toasts.tsx';
import styles from '../../../components/section-page.module.css';

const SECTIONS: ReadonlyArray<{ label: string; to: string; matches: (path: string) => boolean }> = [
  { label: 'Users', to: '/admin/users', matches: (path) => path.startsWith('/admin/users') },
  { label: 'Clients', to: '/admin/clients', matches: (path) => path.startsWith('/admin/clients') },
  {
    label: 'Views',
    to: '/admin/standard',
    matches: (path) =>
      path.startsWith('/admin/view/') ||
      VIEW_TYPES.some((type) => path === `/admin/${type}` || path.startsWith(`/admin/${type}/`)),
  },
  {
    label: 'Channel groups',
    to: '/admin/channel_groups',
    matches: (path) => path.startsWith('/admin/channel_groups'),
  },
  {
    label: 'Geography',
    to: '/admin/geography',
    matches: (path) => path.startsWith('/admin/geography'),
  },
  { label: 'Imports', to: '/admin/imports', matches: (path) => path.startsWith('/admin/imports') },
  {
    label: 'Connectors',
    to: '/admin/connectors',
    matches: (path) => path.startsWith('/admin/connectors'),
  },
  { label: 'Reports', to: '/admin/reports', matches: (path) => path.startsWith('/admin/reports') },
];

/** The admin area's sections, as tabs that scroll sideways on a phone. */
export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.tabs} aria-label="Administration">
      <ul>
        {SECTIONS.map((section) => {
          const current = section.matches(pathname);
          return (
            <li key={section.to}>
              <Link
                to={section.to}
                className={styles.tab}
                aria-current={current ? 'page' : undefined}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** One admin screen: the section tabs, its title and main actions, then its content. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page} data-section="admin">
      <AdminNav />
      <header className={styles.header}>
        <div className={styles.titles}>
          <p className={styles.eyebrow}>Administration</p>
          <h1>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
      <ToastRegion />
    </div>
  );
}
