import { useLogStore } from './log-store.ts';

/** Keeps the last browser errors (SPEC.md section 9: 20) for the error report. */
export function captureConsoleErrors(): void {
  window.addEventListener('error', (event) => {
    useLogStore
      .getState()
      .logConsole({ level: 'error', text: String(event.message).slice(0, 4000) });
  });
  window.addEventListener('unhandledrejection', (event) => {
    useLogStore
      .getState()
      .logConsole({ level: 'error', text: String(event.reason).slice(0, 4000) });
  });
}
