export * from './characteristics.ts';
export * from './filter-names.ts';
export * from './property-types.ts';
export * from './statuses.ts';
export * from './url-filters.ts';
