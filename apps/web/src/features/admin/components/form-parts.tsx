import { CircleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import styles from './form-parts.module.css';

/**
 * An admin form: not validated by the browser (the schema does it, with better messages), its
 * save-level error on top. Its id lets the Save button sit outside it, in a sheet's footer.
 */
export function AdminForm({
  form: { attachForm, formError },
  id,
  label,
  onSubmit,
  focusFirst,
  children,
}: {
  form: { attachForm(node: HTMLFormElement | null): void; formError: string | null };
  id: string;
  label: string;
  onSubmit(): void;
  /** In a sheet, the first field takes the focus once the form is there (its data may arrive late). */
  focusFirst?: boolean;
  children: ReactNode;
}) {
  const element = useRef<HTMLFormElement | null>(null);
  const attach = useCallback(
    (node: HTMLFormElement | null) => {
      element.current = node;
      attachForm(node);
    },
    [attachForm],
  );
  useEffect(() => {
    if (!focusFirst) return;
    element.current
      ?.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled), textarea')
      ?.focus();
  }, [focusFirst]);
  return (
    <form
      id={id}
      ref={attach}
      noValidate
      aria-label={label}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormError message={formError} />
      {children}
    </form>
  );
}

/** A titled group of fields within a form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <h3>{title}</h3>
        {description && <p className={styles.sectionText}>{description}</p>}
      </div>
      <div className={styles.fields}>{children}</div>
    </section>
  );
}

/** Fields side by side on a wide screen, stacked on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** What stopped a save when no single field is to blame. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className={styles.alert} role="alert">
      <CircleAlert size={18} aria-hidden />
      <p>{message}</p>
    </div>
  );
}

/** Asks before an action that is hard to undo, such as deactivating a user. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      data-testid="confirm-dialog"
      footer={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Working…' : confirmLabel}
          </Button>
        </>
      }
    >
      <div className={styles.confirmText}>{children}</div>
    </Modal>
  );
}
