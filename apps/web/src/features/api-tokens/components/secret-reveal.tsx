import type { CreatedApiToken } from '@lens/contracts';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { writeClipboard } from '../../../lib/clipboard.ts';
import styles from './api-tokens.module.css';

/** The new token's secret, selectable and copyable, with how to send it. */
export function SecretReveal({ token }: { token: CreatedApiToken }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const id = useId();
  return (
    <div className={styles.reveal}>
      <label htmlFor={id} className={styles.revealLabel}>
        Token “{token.name}”
      </label>
      <div className={styles.secretRow}>
        <input
          id={id}
          className={styles.secret}
          readOnly
          value={token.secret}
          spellCheck={false}
          data-testid="token-secret"
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="primary"
          onClick={async () => setCopied(await writeClipboard(token.secret))}
        >
          {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className={styles.copyOutcome} role="status">
        {copied === false && 'Could not reach the clipboard: select the token and copy it.'}
        {copied && 'The token is on your clipboard.'}
      </p>
      <p className={styles.warning}>
        <TriangleAlert size={16} aria-hidden />
        You will not see this token again. If you lose it, revoke it and create another.
      </p>
      <p className={styles.usage}>Send it with each request:</p>
      <pre className={styles.example}>
        <code>Authorization: Bearer {token.prefix}_…</code>
      </pre>
    </div>
  );
}
