export { AlertsNavCount } from './components/alerts-nav-count.tsx';
export { FollowPropertyButton } from './components/follow-property-button.tsx';
