import type { AccuracyRow } from '@lens/contracts';
import { formatAccuracy, isPropertyStatusNotice, propertyTypeLabel } from '@lens/domain';
import { BedDouble } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/feedback-states.tsx';
import type { DashboardData } from '../state/use-dashboard-data.ts';
import { PageHeader } from './page-header.tsx';
import { StatusNotice } from './status-notice.tsx';
import styles from './widgets.module.css';

/** The property's name, code, type, overall accuracy and any status worth a notice. */
export function PropertyPageHeader({
  data,
  property,
  actions,
}: {
  data: DashboardData;
  property: AccuracyRow | undefined;
  actions?: ReactNode;
}) {
  return (
    <PageHeader
      eyebrow={
        <>
          <BedDouble size={13} aria-hidden /> Property
        </>
      }
      actions={actions}
      place={property && `Property: ${property.name}`}
      title={
        data.properties.isPending ? (
          <Skeleton width={280} height={30} />
        ) : (
          (property?.name ?? 'Property')
        )
      }
      meta={
        property && (
          <>
            {property.code && <span className={styles.primary}>{property.code}</span>}
            {property.propertyType && <span>{propertyTypeLabel(property.propertyType)}</span>}
            <span>
              Overall accuracy in range{' '}
              <strong data-testid="property-accuracy">{formatAccuracy(property.accuracy)}</strong>
            </span>
            {property.status && isPropertyStatusNotice(property.status) && (
              <StatusNotice status={property.status} />
            )}
          </>
        )
      }
    />
  );
}
