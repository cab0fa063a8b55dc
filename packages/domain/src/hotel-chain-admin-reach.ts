import { isHotelChainView, type ViewMode } from './views.ts';

/**
 * What a user may do in the hotel-chain admin (docs/product-rules.md, "Hotel-chain admin"):
 * administrators review every property of their client and change the audit limits; a manager
 * granted a hotel-chain view reviews that view's properties and reads the limits and the
 * activity; anyone else is not a hotel-chain manager.
 */
export type HotelChainAdminReach =
  | { reviews: 'CLIENT'; changeLimits: true }
  | { reviews: 'CHAIN_VIEWS'; viewIds: number[]; changeLimits: false }
  | null;

export function hotelChainAdminReach(
  role: 'ADMIN' | 'USER',
  grantedViews: ReadonlyArray<ViewMode & { id: number }>,
): HotelChainAdminReach {
  if (role === 'ADMIN') return { reviews: 'CLIENT', changeLimits: true };
  const viewIds = grantedViews.filter(isHotelChainView).map((view) => view.id);
  return viewIds.length > 0 ? { reviews: 'CHAIN_VIEWS', viewIds, changeLimits: false } : null;
}
