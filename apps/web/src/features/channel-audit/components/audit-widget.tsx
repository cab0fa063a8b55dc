import type { ReactNode } from 'react';
import { Card } from '../../../components/card.tsx';
import styles from './audit-page.module.css';

export type AuditWidgetSpan = 4 | 6 | 8 | 12;

/** One widget of the channel audit page: a card on the page's grid, reachable by its id. */
export function AuditWidget({
  id,
  title,
  subtitle,
  actions,
  span = 12,
  flush,
  notice,
  children,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  span?: AuditWidgetSpan;
  flush?: boolean;
  /** Shown above the content, in the flow: what became of the widget's last save. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className={[styles.widget, span !== 12 && styles[`span${span}`]].filter(Boolean).join(' ')}
    >
      <Card
        id={id}
        title={title}
        subtitle={subtitle}
        actions={actions}
        flush={flush}
        data-testid={id}
      >
        {notice}
        {children}
      </Card>
    </div>
  );
}
