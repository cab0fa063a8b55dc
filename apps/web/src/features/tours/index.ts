export { OnboardingTour } from './components/onboarding-tour.tsx';
export { useTourStore } from './state/tour-store.ts';
