export { AskQuestionWindow } from './components/ask-question-window.tsx';
export { useAskQuestion } from './components/ask-question-store.ts';
export { HelpPage } from './components/help-page.tsx';
export { LegalPage } from './components/legal-page.tsx';
