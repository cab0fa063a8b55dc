export { FilterChips } from './components/filter-chips.tsx';
export { FilterPanel } from './components/filter-panel.tsx';
export { FilterToolbar } from './components/filter-toolbar.tsx';
