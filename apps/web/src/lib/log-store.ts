import { appendErrorLogEntry } from '@lens/domain';
import { create } from 'zustand';

export interface LogMessage {
  id: string;
  text: string;
  /** How the message reads at a glance; information when left out. */
  tone?: 'info' | 'success' | 'error';
  /**
   * A button shown with the message: Refresh after flagged items were processed, or a page to
   * open (the alerts screen after new alerts).
   */
  button?: { name: string; action: 'reload' } | { name: string; action: 'open'; to: string };
  /**
   * Where the message belongs on the page (the flagged widget's `flags:general`): shown there, in
   * the flow above its table, while that place is on screen, and in the message corner otherwise.
   */
  place?: string;
}

export interface ConsoleEntry {
  time: string;
  level: 'error' | 'warn';
  text: string;
}

interface LogState {
  /** Labels of the loads that failed ("Loading filter site"...), shown in the error log window. */
  errors: string[];
  /** The browser's last console errors, sent with an error report. */
  consoleLog: ConsoleEntry[];
  messages: LogMessage[];
  /** Places on screen that show their own messages, each with how many are mounted. */
  places: Readonly<Record<string, number>>;
  /** Ids of requests whose completion arrives over the socket (flagged items). */
  waitedResponses: string[];
  reportSent: boolean;
  addError(label: string): void;
  clearErrors(): void;
  logConsole(entry: Omit<ConsoleEntry, 'time'>): void;
  showMessage(message: LogMessage): void;
  clearMessages(): void;
  dismissMessage(id: string): void;
  /** Marks a place as shown on screen; the returned function unmarks it. */
  showPlace(place: string): () => void;
  waitFor(uid: string): void;
  /** Removes a waiting id; true when it was the last one. */
  received(uid: string): boolean;
  markReportSent(): void;
}

export const useLogStore = create<LogState>((set, get) => ({
  errors: [],
  consoleLog: [],
  messages: [],
  places: {},
  waitedResponses: [],
  reportSent: false,
  addError: (label) =>
    set((state) =>
      state.errors.includes(label)
        ? state
        : { errors: [...state.errors, label], reportSent: false },
    ),
  clearErrors: () => set({ errors: [], reportSent: false }),
  logConsole: (entry) =>
    set((state) => ({
      consoleLog: appendErrorLogEntry(state.consoleLog, {
        ...entry,
        time: new Date().toISOString(),
      }),
    })),
  showMessage: (message) =>
    set((state) => ({ messages: [...state.messages.filter((m) => m.id !== message.id), message] })),
  clearMessages: () => set({ messages: [] }),
  dismissMessage: (id) =>
    set((state) => ({ messages: state.messages.filter((message) => message.id !== id) })),
  showPlace: (place) => {
    const count = (delta: number) =>
      set((state) => ({
        places: { ...state.places, [place]: (state.places[place] ?? 0) + delta },
      }));
    count(1);
    return () => count(-1);
  },
  waitFor: (uid) => set((state) => ({ waitedResponses: [...state.waitedResponses, uid] })),
  received: (uid) => {
    const before = get().waitedResponses;
    if (!before.includes(uid)) return false;
    const after = before.filter((id) => id !== uid);
    set({ waitedResponses: after });
    return after.length === 0;
  },
  markReportSent: () => set({ reportSent: true }),
}));
