import type { ActivityAction } from '@lens/contracts';

/** How each kind of activity is named and coloured in the log. */
export const ACTIVITY_LABELS: Readonly<
  Record<ActivityAction, { label: string; tone: 'blue' | 'gray' | 'green' | 'red' | 'yellow' }>
> = {
  FLAG_FOR_MODIFICATION: { label: 'Flagged', tone: 'blue' },
  NOTE: { label: 'Noted', tone: 'gray' },
  COMMENT: { label: 'Commented', tone: 'gray' },
  RESOLVED_ISSUE: { label: 'Resolved', tone: 'green' },
  ACCEPT_REVIEW: { label: 'Accepted', tone: 'green' },
  REJECT_REVIEW: { label: 'Rejected', tone: 'red' },
  CHANGE_AUDIT_LIMITS: { label: 'Changed limits', tone: 'yellow' },
};
