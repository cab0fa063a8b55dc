import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import styles from './side-sheet.module.css';

export interface SideSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** Actions pinned under the content, so Save stays in reach however long the form is. */
  footer?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * A panel sliding in from the right for editing one record beside the list it came from; on a
 * phone it takes the whole screen. Focus stays inside; Escape or the close button closes it.
 */
export function SideSheet({
  open,
  onOpenChange,
  title,
  description,
  footer,
  children,
  ...rest
}: SideSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content className={styles.sheet} data-testid={rest['data-testid']}>
          <header className={styles.header}>
            <div>
              <Dialog.Title asChild>
                <h2>{title}</h2>
              </Dialog.Title>
              <Dialog.Description className={description ? styles.description : 'visually-hidden'}>
                {description ?? title}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" iconOnly size="small" aria-label="Close">
                <X size={18} aria-hidden />
              </Button>
            </Dialog.Close>
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
