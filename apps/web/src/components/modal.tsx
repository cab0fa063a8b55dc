import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import styles from './overlays.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
  'data-testid'?: string;
}

/** A dialog with focus trapped inside, closed by Escape or its close button. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  footer,
  wide,
  children,
  ...rest
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content
          className={[styles.dialog, wide && styles.wide].filter(Boolean).join(' ')}
          data-testid={rest['data-testid']}
          aria-describedby={description ? undefined : undefined}
        >
          <div className={styles.dialogHeader}>
            <div>
              <Dialog.Title asChild>
                <h2>{title}</h2>
              </Dialog.Title>
              {description ? (
                <Dialog.Description className={styles.description}>
                  {description}
                </Dialog.Description>
              ) : (
                <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" iconOnly size="small" aria-label="Close">
                <X size={18} aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
