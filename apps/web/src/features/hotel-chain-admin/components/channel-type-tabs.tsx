import type { HotelChainAdminChannelType } from '@lens/contracts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Skeleton } from '../../../components/feedback-states.tsx';
import { SelectField } from '../../../components/form-controls.tsx';
import { scrollCurrentIntoView } from './scroll-current.ts';
import styles from './channel-type-tabs.module.css';

/**
 * One tab per channel type, each a link (the type is part of the URL). Phones get a select in
 * their place: seventeen tabs do not fit a narrow screen.
 */
export function ChannelTypeTabs({
  label,
  channelTypes,
  current,
  hrefFor,
  countOf,
}: {
  label: string;
  channelTypes: readonly HotelChainAdminChannelType[] | undefined;
  current: number;
  hrefFor(channelTypeId: number): string;
  /** A number shown on each tab, e.g. its audits awaiting review. */
  countOf?(channelType: HotelChainAdminChannelType): number;
}) {
  const navigate = useNavigate();
  const strip = useRef<HTMLElement>(null);
  useEffect(() => scrollCurrentIntoView(strip.current), [current, channelTypes]);
  if (!channelTypes) return <Skeleton height={40} />;
  return (
    <div className={styles.frame}>
      <nav className={styles.tabs} aria-label={label} ref={strip}>
        <ul>
          {channelTypes.map((type) => {
            const count = countOf?.(type);
            return (
              <li key={type.channelTypeId}>
                <Link
                  to={hrefFor(type.channelTypeId)}
                  className={styles.tab}
                  aria-current={type.channelTypeId === current ? 'page' : undefined}
                  style={{ '--type-color': type.color } as React.CSSProperties}
                  data-testid={`channel-type-${type.channelTypeId}`}
                >
                  <span className={styles.swatch} aria-hidden />
                  {type.name}
                  {count !== undefined && (
                    <span className={count > 0 ? styles.count : `${styles.count} ${styles.zero}`}>
                      <span className="visually-hidden">, </span>
                      {count}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.picker}>
        <SelectField
          label={label}
          value={current}
          onChange={(event) => void navigate(hrefFor(Number(event.target.value)))}
        >
          {channelTypes.map((type) => (
            <option key={type.channelTypeId} value={type.channelTypeId}>
              {type.name}
              {countOf ? ` (${countOf(type)} awaiting)` : ''}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
