import type { ReactNode } from 'react';
import { Card } from '../../../components/card.tsx';
import { LIMIT_GROUPS, type LimitField } from '../state/limit-fields.ts';
import styles from './limits-form.module.css';

/**
 * The limits' groups as cards, the weights' card wide: the form draws each field as an input, the
 * read-only list as a value (in a `dl`), both in the same layout.
 */
export function LimitGroupCards({
  field,
  list = false,
}: {
  field: (field: LimitField) => ReactNode;
  /** The fields are terms and values of a description list rather than inputs. */
  list?: boolean;
}) {
  const Grid = list ? 'dl' : 'div';
  return LIMIT_GROUPS.map((group) => (
    <Card
      key={group.section}
      title={group.title}
      subtitle={group.description}
      className={group.section === 'weights' ? styles.wide : undefined}
    >
      <Grid className={group.section === 'weights' ? styles.weightGrid : styles.fieldGrid}>
        {group.fields.map(field)}
      </Grid>
    </Card>
  ));
}
