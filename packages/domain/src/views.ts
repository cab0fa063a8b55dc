/** A view whose specificViewType is HILTON is in hotel-chain mode (docs/product-rules.md, "Hotel-chain mode"). */
export const HOTEL_CHAIN_VIEW_TYPE = 'HILTON';

/** The part of a view that decides the presentation mode. */
export type ViewMode = { specificViewType?: string | null };

export function isHotelChainView(view: ViewMode | null | undefined): boolean {
  return view?.specificViewType === HOTEL_CHAIN_VIEW_TYPE;
}

/** "Content monitor mode is SUMMARY or DETAIL per view, and can be changed by the user." */
export const CONTENT_MONITOR_MODES = ['SUMMARY', 'DETAIL'] as const;
export type ContentMonitorMode = (typeof CONTENT_MONITOR_MODES)[number];

export function isContentMonitorMode(value: string): value is ContentMonitorMode {
  return (CONTENT_MONITOR_MODES as readonly string[]).includes(value);
}
