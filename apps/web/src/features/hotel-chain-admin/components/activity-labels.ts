import type { ActivityAction } from '@lens/contracts';
import type { Tone } from '../../../components/status-pill.tsx';

/** How each kind of activity is named and coloured in the log. */
export const ACTIVITY_LABELS: Readonly<Record<ActivityAction, { label: string; tone: Tone }>> = {
  FLAG_FOR_MODIFICATION: { label: 'Flagged', tone: 'blue' },
  NOTE: { label: 'Noted', tone: 'gray' },
  COMMENT: { label: 'Commented', tone: 'gray' },
  RESOLVED_ISSUE: { label: 'Resolved', tone: 'green' },
  ACCEPT_REVIEW: { label: 'Accepted', tone: 'green' },
  REJECT_REVIEW: { label: 'Rejected', tone: 'red' },
  CHANGE_AUDIT_LIMITS: { label: 'Changed limits', tone: 'yellow' },
  CHANGE_REQUEST: { label: 'Change request', tone: 'blue' },
  WRONG_MATCH: { label: 'Wrong match', tone: 'red' },
  RESTORE_WRONG_MATCH: { label: 'Restored', tone: 'green' },
  CONFIRM_WRONG_MATCH: { label: 'Confirmed wrong match', tone: 'gray' },
  REPOINT_LISTING: { label: 'Re-pointed', tone: 'blue' },
  DISMISS_DUPLICATE: { label: 'Not a duplicate', tone: 'gray' },
  ACCEPT_VARIANT: { label: 'Accepted variant', tone: 'green' },
  UNACCEPT_VARIANT: { label: 'Withdrew variant', tone: 'gray' },
  IGNORE_RESULT: { label: 'Ignored', tone: 'yellow' },
  UNIGNORE_RESULT: { label: 'Stopped ignoring', tone: 'gray' },
};
