import type { ApiToken } from '@lens/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import styles from './api-tokens.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function When({ value, format = dateFormat }: { value: string; format?: Intl.DateTimeFormat }) {
  const date = new Date(value);
  return (
    <time dateTime={value} title={date.toLocaleString()}>
      {format.format(date)}
    </time>
  );
}

function Expiry({ value, now }: { value: string | null; now: number }) {
  if (!value) return <span className={styles.muted}>Never</span>;
  if (Date.parse(value) <= now) return <span className={styles.expired}>Expired</span>;
  return <When value={value} />;
}

/**
 * The user's tokens: a table on wide screens, one card per token on phones (the cells carry
 * their column name for that).
 */
export function TokenList({
  tokens,
  onRevoke,
}: {
  tokens: readonly ApiToken[];
  onRevoke(token: ApiToken): void;
}) {
  // The moment the list was first drawn is "now" enough to mark expired tokens.
  const [now] = useState(() => Date.now());
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Token</th>
          <th scope="col">Scopes</th>
          <th scope="col">Created</th>
          <th scope="col">Last used</th>
          <th scope="col">Expires</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.id} data-testid="token-row">
            <th scope="row" className={styles.name}>
              {token.name}
            </th>
            <td data-label="Token">
              <code className={styles.prefix}>{token.prefix}_…</code>
            </td>
            <td data-label="Scopes">
              <span className={styles.scopeTags}>
                {token.scopes.map((scope) => (
                  <span key={scope} className={styles.scopeTag}>
                    {scope}
                  </span>
                ))}
              </span>
            </td>
            <td data-label="Created">
              <When value={token.createdAt} />
            </td>
            <td data-label="Last used">
              {token.lastUsedAt ? (
                <When value={token.lastUsedAt} format={dateTimeFormat} />
              ) : (
                <span className={styles.muted}>Never</span>
              )}
            </td>
            <td data-label="Expires">
              <Expiry value={token.expiresAt} now={now} />
            </td>
            <td className={styles.actionCell}>
              <Button
                variant="ghost"
                size="small"
                onClick={() => onRevoke(token)}
                aria-label={`Revoke ${token.name}`}
              >
                <Trash2 size={15} aria-hidden />
                Revoke
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
