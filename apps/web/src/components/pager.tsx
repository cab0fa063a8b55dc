import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';
import styles from './pager.module.css';

/** Where a page sits in a paged list, and the way to the pages around it. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
  hideSinglePage = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  /** What the list holds, e.g. "audits". */
  label: string;
  /** Lists that say their count elsewhere draw nothing while everything fits on one page. */
  hideSinglePage?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (hideSinglePage && pages === 1) return null;
  // One page needs no way to another, unless the list sits past its end (rows removed under it).
  const stepping = pages > 1 || page > pages;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={`Pages of ${label}`}>
      <p className={styles.range} aria-live="polite">
        {total === 0
          ? `No ${label}`
          : first > total
            ? `No ${label} on this page`
            : `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${label}`}
      </p>
      {stepping && (
        <div className={styles.buttons}>
          <Button
            size="small"
            variant="ghost"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
          >
            <ChevronLeft size={16} aria-hidden />
            <span className={styles.word}>Previous</span>
          </Button>
          <span className={styles.position}>
            Page {Math.min(page, pages)} of {pages}
          </span>
          <Button
            size="small"
            variant="ghost"
            onClick={() => onPage(page + 1)}
            disabled={page >= pages}
            aria-label="Next page"
          >
            <span className={styles.word}>Next</span>
            <ChevronRight size={16} aria-hidden />
          </Button>
        </div>
      )}
    </nav>
  );
}
