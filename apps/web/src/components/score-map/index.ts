export { ListingMap } from './listing-map.tsx';
export type { ListingMapProps } from './listing-map-props.ts';
export { isLatLng, type LatLng } from './lat-lng.ts';
export type { ScoreMapEntry } from './map-features.ts';
export { MapLoading as ScoreMapLoading } from './map-loading.tsx';
export { ScoreMap } from './score-map.tsx';
export type { ScoreMapProps } from './score-map-props.ts';
export type { DuplicateMarker } from './duplicate-layer.ts';
