import { formatAccuracy } from '@lens/domain';
import { Card } from '../../../components/card.tsx';
import { ExportMenu } from '../../../components/export-menu.tsx';
import sectionStyles from '../../../components/section-page.module.css';
import { TABLE_EXPORT_CHOICES } from '../../../lib/export-accuracy-table.ts';
import { exportOpportunities } from '../export/export-opportunities.ts';
import { useOpportunitiesPage } from '../state/use-opportunities-page.ts';
import { OpportunitiesPageResults } from './opportunities-page-results.tsx';
import styles from './opportunities.module.css';

/**
 * `/opportunities_review/&filters#sort=...&page=...`: the ranked work list of the fixes that would
 * raise the selection's accuracy most (docs/product-rules.md, "Opportunities"). Filters live in
 * the path as on the widgets page, and the order and page in the hash, which filter changes keep.
 * A path the filter codec refuses is left as it is (a deep link kept through sign-in) and reviews
 * the default selection, as every reader of the path does. The export writes every pair of the
 * ranking in the order shown, not only the page on screen.
 */
export function OpportunitiesPage() {
  const page = useOpportunitiesPage();
  const { selection, hotelChainMode, place, query, totalGain } = page;
  const data = query.data;

  return (
    <div className={`${sectionStyles.page} ${styles.content}`}>
      <header className={sectionStyles.header}>
        <div className={sectionStyles.titles}>
          <p className={sectionStyles.eyebrow}>Work list</p>
          <h1>Opportunities review</h1>
          <p className={sectionStyles.description}>
            The listings to fix first: every channel of a property scored below 100 in this range,
            ranked by how many points fixing it would add to this selection’s accuracy.
          </p>
        </div>
      </header>
      {data && data.total > 0 && (
        <dl className={styles.summary} data-testid="opportunities-summary">
          <div>
            <dt>Listings to fix</dt>
            <dd className="tabular">{data.total.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Accuracy now</dt>
            <dd className="tabular">{formatAccuracy(data.accuracy)}</dd>
          </div>
          <div>
            <dt>If all were fixed</dt>
            <dd className="tabular">{totalGain === null ? '—' : `+${totalGain.toFixed(1)} pts`}</dd>
          </div>
        </dl>
      )}
      <Card
        flush
        title="Fixes, ranked"
        subtitle={
          data
            ? data.total === 0
              ? 'Nothing to fix in this selection and range'
              : `${data.total.toLocaleString('en-US')} listings below 100 · ${data.scoredPairs.toLocaleString('en-US')} scored in the selection`
            : 'Loading…'
        }
        actions={
          data &&
          data.total > 0 && (
            <ExportMenu
              choices={TABLE_EXPORT_CHOICES}
              onExport={(format, progress) =>
                exportOpportunities(
                  { selection, sort: place.sort, order: place.order },
                  format,
                  hotelChainMode,
                  progress,
                )
              }
              data-testid="opportunities-export"
            />
          )
        }
        data-testid="opportunities"
      >
        <OpportunitiesPageResults page={page} />
      </Card>
    </div>
  );
}
