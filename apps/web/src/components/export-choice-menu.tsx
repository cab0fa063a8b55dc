import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ExportChoice } from './export-menu.tsx';
import overlays from './overlays.module.css';
import styles from './export-menu.module.css';

const ICONS: Record<string, ReactNode> = {
  xlsx: <FileSpreadsheet size={16} aria-hidden />,
  csv: <FileText size={16} aria-hidden />,
  pdf: <FileText size={16} aria-hidden />,
};

/**
 * The formats of an export button as Radix's menu: arrow keys, Home/End, type-ahead, Escape and
 * the focus going back to the button behave as the WAI-ARIA menu button pattern says.
 */
export function ExportChoiceMenu<F extends string>({
  trigger,
  label,
  choices,
  onChoose,
}: {
  trigger: ReactNode;
  label: string;
  choices: readonly ExportChoice<F>[];
  onChoose(format: F): void;
}) {
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
              onSelect={() => onChoose(choice.id)}
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
