export { AskQuestionSlot } from './components/ask-question-slot.tsx';
export { useAskQuestion } from './components/ask-question-store.ts';
