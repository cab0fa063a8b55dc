import type { ViewType } from '@lens/contracts';

export const VIEW_TYPE_LABEL: Record<ViewType, string> = {
  standard: 'Standard views',
  automated: 'Automated views',
};
