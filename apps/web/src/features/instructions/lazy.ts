// The Instructions screen: a chunk of its own, fetched when it is first opened.
export { InstructionsPage } from './components/instructions-page.tsx';
