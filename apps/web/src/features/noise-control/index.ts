// The menu and mark of each result on the channel audit page; the app composes them in.
export { NoiseActions } from './components/noise-actions.tsx';
export { NoiseMark } from './components/noise-mark.tsx';
