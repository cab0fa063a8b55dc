import { useContext, useEffect, type ReactNode } from 'react';
import { Card } from '../../../components/card.tsx';
import { rememberWidget, WidgetScrollContext } from '../state/widget-scroll.ts';
import styles from './widgets.module.css';

export type WidgetSpan = 4 | 5 | 6 | 7 | 8 | 12;

export interface WidgetCardProps {
  /** The anchor the page scrolls back to; also remembered when the user works in the widget. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The widget's data is in (or failed): it may be scrolled to. */
  ready: boolean;
  span?: WidgetSpan;
  flush?: boolean;
  children: ReactNode;
}

/** A dashboard widget: a card on the page grid that remembers interaction and can be returned to. */
export function WidgetCard({
  id,
  title,
  subtitle,
  actions,
  ready,
  span = 12,
  flush,
  children,
}: WidgetCardProps) {
  const scroll = useContext(WidgetScrollContext);
  useEffect(() => {
    if (ready && scroll?.settled) scroll.widgetReady(id);
  }, [ready, id, scroll]);
  return (
    <div
      className={`${styles.widget} ${styles[`span${span}`]}`}
      onPointerDownCapture={() => rememberWidget(id)}
      onFocusCapture={() => rememberWidget(id)}
      data-testid={id}
      data-ready={ready}
    >
      <Card
        id={id}
        title={title}
        subtitle={subtitle}
        actions={actions}
        flush={flush}
        className={styles.card}
      >
        {children}
      </Card>
    </div>
  );
}
