import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import { useAskQuestion } from './ask-question-store.ts';

const { Component: AskQuestionWindow } = lazyWithPreload(
  async () => (await import('./ask-question-window.tsx')).AskQuestionWindow,
);

/**
 * Where the "Ask a question" window opens. Its form is fetched the first time it is asked for,
 * out of the dashboard's first download, and kept afterwards (with what was typed in it).
 */
export function AskQuestionSlot({ defaultEmail }: { defaultEmail: string }) {
  const open = useAskQuestion((state) => state.open);
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <AskQuestionWindow defaultEmail={defaultEmail} />
    </Suspense>
  ) : null;
}
