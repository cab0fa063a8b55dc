import type { AuditCharacteristic, Evidence } from '@lens/contracts';
import { formatAccuracy } from '@lens/domain';
import { useId, type ReactNode } from 'react';
import { ScoreBadge } from '../../../components/score-badge.tsx';
import { formatShare, ruleDescription } from './evidence-labels.ts';
import styles from './general-widget.module.css';

function thresholdText(evidence: Evidence): string | null {
  const { threshold, rule } = evidence;
  if (threshold == null) return null;
  if (rule.startsWith('distance') || evidence.distanceMiles !== undefined) return `${threshold} mi`;
  if (rule === 'photo-minimum') return `${threshold} photos`;
  if (rule === 'rating-difference') return `±${threshold}`;
  return threshold <= 1 ? formatShare(threshold) : String(threshold);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export interface Benchmark {
  property: number | null | undefined;
  brand: { name: string; accuracy: number | null | undefined } | null;
  loading: boolean;
}

/**
 * What the engine kept about one decision: the rule, the lines saying which
 * word, parameter, number or day decided, both values after normalisation, the similarity or
 * distance against the threshold; in hotel-chain mode also how the property and its brand do on
 * this characteristic across channels.
 */
export function EvidenceDetails({
  row,
  benchmark,
}: {
  row: AuditCharacteristic;
  benchmark?: Benchmark;
}) {
  const { evidence } = row;
  const decidedById = useId();
  const threshold = evidence && thresholdText(evidence);
  return (
    <div className={styles.evidence} data-testid="evidence">
      {evidence ? (
        <>
          <p className={styles.rule}>
            <span className={styles.ruleName}>{evidence.rule}</span>
            {ruleDescription(evidence.rule)}
          </p>
          {evidence.decidedBy.length > 0 && (
            <div className={styles.decidedBy} data-testid="decided-by">
              <p className={styles.decidedByTitle} id={decidedById}>
                Decided by
              </p>
              <ul className={styles.decidedByList} aria-labelledby={decidedById}>
                {evidence.decidedBy.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <dl className={styles.facts}>
            <Fact label="Accuracy">{formatAccuracy(row.accuracy)}</Fact>
            {evidence.similarity !== undefined && (
              <Fact label="Similarity">{formatShare(evidence.similarity)}</Fact>
            )}
            {evidence.distanceMiles !== undefined && (
              <Fact label="Distance">{evidence.distanceMiles} mi</Fact>
            )}
            {threshold && <Fact label="Threshold">{threshold}</Fact>}
            {row.ignored && <Fact label="Scores">Left out</Fact>}
          </dl>
          {(evidence.sourceNormalized != null || evidence.channelNormalized != null) && (
            <dl className={styles.normalised}>
              <Fact label="Source, normalised">
                <code>{evidence.sourceNormalized ?? '—'}</code>
              </Fact>
              <Fact label="Channel, normalised">
                <code>{evidence.channelNormalized ?? '—'}</code>
              </Fact>
            </dl>
          )}
        </>
      ) : (
        <p className={styles.rule}>
          An auditor decided this result by hand, so there is no engine evidence to show.
        </p>
      )}
      {benchmark && (
        <dl className={styles.facts} aria-label="Across channels" data-testid="benchmark">
          <Fact label="This property, all channels">
            {benchmark.loading ? '…' : <ScoreBadge value={benchmark.property} />}
          </Fact>
          {benchmark.brand && (
            <Fact label={`${benchmark.brand.name}, all properties`}>
              {benchmark.loading ? '…' : <ScoreBadge value={benchmark.brand.accuracy} />}
            </Fact>
          )}
        </dl>
      )}
    </div>
  );
}
