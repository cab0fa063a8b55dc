import { CalendarDays, RefreshCw } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { downloadDashboardPdf } from '../../../lib/dashboard-pdf.ts';
import { useBreadcrumbStore, useSelection } from '../../../lib/selection.ts';
import { formatRange } from '../format.ts';
import { useReloadWidgets } from '../state/use-reload-widgets.ts';
import { ContentMonitorSwitch } from './content-monitor-switch.tsx';
import styles from './widgets.module.css';

/**
 * The page's title block, with the content monitor mode and the full reload of the widgets' data.
 * `place` names the state the page shows for the breadcrumb trail, when the trail did not see the
 * user reach it (a shared link, a reload): leaving the page then leaves a crumb with that name.
 */
export function PageHeader({
  eyebrow,
  title,
  place,
  meta,
  actions,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  place?: string;
  meta?: ReactNode;
  actions?: ReactNode;
}) {
  const { path } = useSelection();
  useEffect(() => {
    const store = useBreadcrumbStore.getState();
    if (place && store.here?.filterPath !== path) {
      store.setTrail({ breadcrumbs: store.breadcrumbs, here: { label: place, filterPath: path } });
    }
  }, [place, path]);
  const reload = useReloadWidgets();
  const [reloading, setReloading] = useState(false);
  return (
    <header className={styles.header}>
      <div>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1>{title}</h1>
        {meta && <div className={styles.meta}>{meta}</div>}
      </div>
      <div className={styles.meta}>
        {actions}
        <ContentMonitorSwitch />
        <ExportMenu
          label="PDF"
          choices={[{ id: 'pdf', label: 'PDF of this dashboard' }]}
          onExport={(_format, progress) => downloadDashboardPdf(progress)}
          data-testid="dashboard-pdf"
        />
        <Button
          size="small"
          variant="ghost"
          disabled={reloading}
          onClick={async () => {
            setReloading(true);
            try {
              await reload();
            } finally {
              setReloading(false);
            }
          }}
        >
          <RefreshCw size={14} aria-hidden /> Refresh data
        </Button>
      </div>
    </header>
  );
}

/** What a portfolio page covers: the view and the dates of the selection. */
export function SelectionMeta({ viewName }: { viewName: string | undefined }) {
  const { selection } = useSelection();
  return (
    <>
      {viewName && <span>{viewName}</span>}
      <span>
        <CalendarDays size={14} aria-hidden />
        {formatRange(selection.startDate, selection.endDate)}
      </span>
    </>
  );
}
