import { useLogStore } from './log-store.ts';

const text = (args: unknown[]) =>
  args
    .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
    .join(' ')
    .slice(0, 4000);

/**
 * Keeps the browser's last errors and warnings (the last 20; docs/product-rules.md, "Errors the user sees") for the error report:
 * uncaught errors, unhandled rejections, and what the app or a library printed with console.error
 * or console.warn, which the console still prints as before.
 */
export function captureConsoleErrors(): void {
  const log = useLogStore.getState().logConsole;
  window.addEventListener('error', (event) => log({ level: 'error', text: text([event.message]) }));
  window.addEventListener('unhandledrejection', (event) =>
    log({ level: 'error', text: text([event.reason]) }),
  );
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      log({ level, text: text(args) });
      original(...args);
    };
  }
}
