import { Download, LoaderCircle } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '../lib/lazy-with-preload.ts';
import { Button } from './button.tsx';
import styles from './export-menu.module.css';

export interface ExportChoice<F extends string = string> {
  id: F;
  label: string;
  /** A line under the label: what the file holds. */
  description?: string;
}

const SHOW_ELAPSED_FROM_S = 3;

// Radix's menu is a few kilobytes the dashboard's first download does without: the chunk loads
// as soon as a menu button mounts, long before anyone opens it.
const choiceMenu = lazyWithPreload(
  async () => (await import('./export-choice-menu.tsx')).ExportChoiceMenu,
);
const ChoiceMenu = choiceMenu.Component;

/** Whole seconds since `running` turned on; 0 while it is off. */
function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => {
      clearInterval(timer);
      setSeconds(0);
    };
  }, [running]);
  return seconds;
}

/**
 * A download button: one format downloads on click, several open a short menu. The button says
 * "Preparing…" until the file is saved, or the stage the build reports through `progress`
 * ("Drawing part 2 of 3…"), and from a few seconds on how long it has been working (a
 * portfolio's PDF takes a while), so a slow build is not mistaken for a dead click; the caller
 * reports failures itself.
 */
export function ExportMenu<F extends string>({
  label = 'Export',
  choices,
  onExport,
  'data-testid': testId,
}: {
  label?: string;
  choices: readonly ExportChoice<F>[];
  onExport(format: F, progress: (text: string) => void): Promise<void> | void;
  'data-testid'?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [stage, setStage] = useState<string | null>(null);
  const elapsed = useElapsedSeconds(busy);
  const several = choices.length > 1;
  useEffect(() => {
    if (several) choiceMenu.preload();
  }, [several]);
  const busyText = `${stage ?? 'Preparing…'}${elapsed >= SHOW_ELAPSED_FROM_S ? ` ${elapsed} s` : ''}`;
  const run = async (format: F) => {
    setBusy(true);
    try {
      await onExport(format, setStage);
    } finally {
      setBusy(false);
      setStage(null);
    }
  };
  const trigger = (
    <Button
      size="small"
      variant="ghost"
      disabled={busy}
      aria-busy={busy || undefined}
      // On a phone the button shows only its icon; its name stays for assistive technology.
      aria-label={busy ? busyText : label}
      data-testid={testId}
      {...(choices.length === 1 ? { onClick: () => void run(choices[0]!.id) } : {})}
    >
      {busy ? (
        <LoaderCircle size={14} aria-hidden className={styles.spin} />
      ) : (
        <Download size={14} aria-hidden />
      )}
      <span className={styles.buttonText} aria-live="polite">
        {busy ? busyText : label}
      </span>
    </Button>
  );
  if (choices.length === 1) return trigger;
  return (
    // Until the menu's chunk is in (it starts loading as the button mounts), the button waits.
    <Suspense
      fallback={
        <Button size="small" variant="ghost" disabled aria-label={label} data-testid={testId}>
          <Download size={14} aria-hidden />
          <span className={styles.buttonText}>{label}</span>
        </Button>
      }
    >
      <ChoiceMenu
        trigger={trigger}
        label={label}
        choices={choices}
        onChoose={(format: F) => void run(format)}
      />
    </Suspense>
  );
}
