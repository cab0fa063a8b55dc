import type { AuditCharacteristic, AuditDetails } from '@lens/contracts';
import type { ReactNode } from 'react';

/**
 * What the app adds to each characteristic of the audit from outside this feature (noise control):
 * a mark under the name saying what a person decided, and actions beside Flag and Why. When given,
 * the mark also explains ignored results, so the page drops its own plain "Ignored" label.
 */
export interface ResultControls {
  mark(row: AuditCharacteristic, details: AuditDetails): ReactNode;
  actions(row: AuditCharacteristic, details: AuditDetails): ReactNode;
}
