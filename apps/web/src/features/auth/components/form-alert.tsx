import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './form-alert.module.css';

/**
 * A message above a form. Errors are alerts (announced at once); good news is a status, announced
 * when the reader is free.
 */
export function FormAlert({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'success';
  title?: string;
  children: ReactNode;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div className={styles.alert} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={18} className={styles.icon} aria-hidden />
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        <p>{children}</p>
      </div>
    </div>
  );
}
