import type { ViewScope } from '../../db/schema/views.ts';

/** The view a dashboard call is scoped to, as the aggregates need it. */
export interface ViewContext {
  id: number;
  clientId: number;
  scope: ViewScope;
  allChannels: boolean;
}
