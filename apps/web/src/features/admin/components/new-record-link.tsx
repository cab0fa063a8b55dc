import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';

/** An admin list's main action, "New …": a link, so the form it opens has an address of its own. */
export function NewRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'primary' })}>
      {children}
    </Link>
  );
}
