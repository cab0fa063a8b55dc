import { create } from 'zustand';

interface AskQuestionState {
  open: boolean;
  setOpen(open: boolean): void;
}

/** Whether the ask-question window is shown; the help page and the menu both open it. */
export const useAskQuestion = create<AskQuestionState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
