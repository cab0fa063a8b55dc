export { WhyScoreButton } from './components/why-score-button.tsx';
