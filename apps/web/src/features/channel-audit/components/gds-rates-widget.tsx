import type { GdsRatesWidget as GdsRatesData } from '@lens/contracts';
import { StatusPill } from '../../../components/status-pill.tsx';
import { AuditWidget } from './audit-widget.tsx';
import { formatDateTime } from './format.ts';
import styles from './side-widgets.module.css';

function amount(value: number | null, currency: string | null): string {
  if (value == null) return '—';
  return currency
    ? new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value)
    : value.toFixed(2);
}

/** Whether the GDS returned rates for the property when asked (hotel-chain mode). */
export function GdsRatesWidget({ widget }: { widget: GdsRatesData }) {
  const returned = widget.status === 'RATES RETURNED';
  return (
    <AuditWidget
      id="audit-gds-rates"
      title="GDS rates"
      subtitle={widget.checkedAt ? `Asked ${formatDateTime(widget.checkedAt)}` : undefined}
      actions={<StatusPill status={widget.status} hotelChainMode />}
      span={6}
      flush={widget.rates.length > 0}
    >
      {widget.rates.length === 0 ? (
        <p className={styles.hint} data-testid="gds-rates-summary">
          {returned
            ? 'The GDS returned rates for this property: it can be booked through it.'
            : 'The GDS returned no rates for this property: travel agents cannot book it there.'}
        </p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Rate code</th>
              <th scope="col">Room type</th>
              <th scope="col">Rate</th>
            </tr>
          </thead>
          <tbody>
            {widget.rates.map((rate) => (
              <tr key={`${rate.rateCode}-${rate.roomType ?? ''}`}>
                <th scope="row">{rate.rateCode}</th>
                <td>{rate.roomType ?? '—'}</td>
                <td>{rate.returned ? amount(rate.amount, rate.currency) : 'Not returned'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AuditWidget>
  );
}
