import type { SessionUser } from '@lens/contracts';
import { Building2, Eye, FileUp, PlugZap, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import styles from './getting-started.module.css';

interface Step {
  title: string;
  text: string;
  to: string;
  action: string;
  icon: ReactNode;
}

const STEPS: readonly Step[] = [
  {
    title: 'Import your reference data',
    text: 'Your properties as you want them listed: names, addresses, phones, amenities. Upload a CSV, JSON or NDJSON file.',
    to: '/admin/imports',
    action: 'Open the imports',
    icon: <Building2 size={20} aria-hidden />,
  },
  {
    title: 'Bring in channel data',
    text: 'Import the listings captured on each channel, or connect a channel so they are captured on a schedule. Every listing is audited as it lands.',
    to: '/admin/connectors',
    action: 'Set up connectors',
    icon: <PlugZap size={20} aria-hidden />,
  },
  {
    title: 'Create a view',
    text: 'A view is the part of the portfolio a team works on: all properties, a brand, a list, a management company.',
    to: '/admin/view/create/view',
    action: 'Create a view',
    icon: <Eye size={20} aria-hidden />,
  },
  {
    title: 'Invite your team',
    text: 'Add users and share views with them; each receives a link to choose a password.',
    to: '/admin/users/create',
    action: 'Add a user',
    icon: <UserPlus size={20} aria-hidden />,
  },
];

/**
 * What a client with no view yet sees instead of the dashboard: for an administrator, the steps
 * that open an installation, each one click from its form; for anyone else, who can share a view.
 */
export function GettingStarted() {
  const user = useRouteLoaderData('main') as SessionUser;
  if (user.role !== 'ADMIN') {
    return (
      <section className={styles.page} aria-labelledby="getting-started-title">
        <h1 id="getting-started-title">No view has been shared with you yet</h1>
        <p className={styles.lead}>
          A view is the part of the portfolio you work on. Ask an administrator of {user.clientName}{' '}
          to share one with you; the dashboard opens on it as soon as they do.
        </p>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="getting-started-title">
      <p className={styles.eyebrow}>
        <FileUp size={13} aria-hidden /> Getting started
      </p>
      <h1 id="getting-started-title">Set up {user.clientName}</h1>
      <p className={styles.lead}>
        The dashboard shows the views of your portfolio once there is something to audit. Four steps
        open it:
      </p>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.to} className={styles.step}>
            <span className={styles.number} aria-hidden>
              {index + 1}
            </span>
            <div>
              <h2 className={styles.stepTitle}>
                {step.icon}
                {step.title}
              </h2>
              <p>{step.text}</p>
              <Link className={styles.action} to={step.to}>
                {step.action}
              </Link>
            </div>
          </li>
        ))}
      </ol>
      <p className={styles.note}>
        The file formats, with examples, are described in the import page. Imports can also be run
        from the command line (`npm run import`) beside the running server.
      </p>
    </section>
  );
}
