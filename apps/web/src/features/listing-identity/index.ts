export { ChannelListingSection } from './components/channel-listing-section.tsx';
export { DuplicateListingsWidget } from './components/duplicate-listings-widget.tsx';
