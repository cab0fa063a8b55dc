import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Download, FileSpreadsheet, FileText, LoaderCircle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from './button.tsx';
import overlays from './overlays.module.css';
import styles from './export-menu.module.css';

export interface ExportChoice<F extends string = string> {
  id: F;
  label: string;
  /** A line under the label: what the file holds. */
  description?: string;
}

const ICONS: Record<string, ReactNode> = {
  xlsx: <FileSpreadsheet size={16} aria-hidden />,
  csv: <FileText size={16} aria-hidden />,
  pdf: <FileText size={16} aria-hidden />,
};

const SHOW_ELAPSED_FROM_S = 3;

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
 * reports failures itself. The menu is Radix's: arrow keys, Home/End, type-ahead, Escape and
 * focus return behave as the WAI-ARIA menu button pattern says.
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
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={`${overlays.popover} ${styles.menu}`}
          align="end"
          sideOffset={6}
          aria-label={label}
        >
          {choices.map((choice) => (
            <DropdownMenu.Item
              key={choice.id}
              className={styles.item}
              onSelect={() => void run(choice.id)}
              data-format={choice.id}
            >
              <span className={styles.icon}>
                {ICONS[choice.id] ?? <Download size={16} aria-hidden />}
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{choice.label}</span>
                {choice.description && (
                  <span className={styles.description}>{choice.description}</span>
                )}
              </span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
