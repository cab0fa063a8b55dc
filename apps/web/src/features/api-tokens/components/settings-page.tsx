import type { ApiToken } from '@lens/contracts';
import { BookOpen, KeyRound, Plus, Settings } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { EmptyState, Skeleton } from '../../../components/feedback-states.tsx';
import { Modal } from '../../../components/modal.tsx';
import page from '../../../components/section-page.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens-api.ts';
import { CreateTokenDialog } from './create-token-dialog.tsx';
import { TokenList } from './token-list.tsx';
import styles from './api-tokens.module.css';

/** `/settings`: the user's own settings; for now, the personal API tokens. */
export function SettingsPage({ canImport }: { canImport: boolean }) {
  const tokens = useApiTokens();
  const { revoke, isPending: revoking } = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revoked, setRevoked] = useState<ApiToken | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const list = tokens.data?.tokens ?? [];
  const full = tokens.data !== undefined && list.length >= tokens.data.max;

  const closeRevoke = () => {
    setRevoked(null);
    setRevokeError(null);
  };
  const confirmRevoke = async (token: ApiToken) => {
    try {
      await revoke(token.id);
      closeRevoke();
    } catch (error) {
      setRevokeError(error instanceof ApiError ? error.message : 'The token was not revoked.');
    }
  };

  return (
    <div className={`${page.page} ${styles.settings}`}>
      <header className={page.header}>
        <div className={page.titles}>
          <p className={page.eyebrow}>
            <Settings size={12} aria-hidden /> Your account
          </p>
          <h1>Settings</h1>
          <p className={page.description}>What you can change for yourself.</p>
        </div>
      </header>
      <Card
        id="api-tokens"
        className={styles.tokensCard}
        title="API tokens"
        subtitle={
          <>
            Let scripts and BI tools read your dashboard data
            {canImport ? ' and import files' : ''} as you, without your password. Resetting your
            password revokes them all.{' '}
            {tokens.data && `${list.length} of ${tokens.data.max} in use.`}
          </>
        }
        actions={
          <>
            <a className={buttonClasses({ variant: 'ghost', size: 'small' })} href="/docs">
              <BookOpen size={15} aria-hidden />
              API documentation
            </a>
            <Button
              variant="primary"
              size="small"
              onClick={() => setCreating(true)}
              disabled={full}
              title={full ? 'Revoke a token to create another' : undefined}
            >
              <Plus size={15} aria-hidden />
              New token
            </Button>
          </>
        }
        flush
      >
        {tokens.isPending ? (
          <div className={styles.loading}>
            <Skeleton height={44} />
            <Skeleton height={44} />
          </div>
        ) : tokens.isError ? (
          <EmptyState title="The tokens could not be loaded">
            Reload the page to try again.
          </EmptyState>
        ) : list.length === 0 ? (
          <EmptyState title="No API tokens yet" icon={<KeyRound size={28} aria-hidden />}>
            Create one to call the API with an Authorization: Bearer header.
          </EmptyState>
        ) : (
          <TokenList tokens={list} onRevoke={setRevoked} />
        )}
      </Card>
      <CreateTokenDialog open={creating} canImport={canImport} onClose={() => setCreating(false)} />
      <Modal
        open={revoked !== null}
        onOpenChange={(open) => !open && closeRevoke()}
        title={`Revoke “${revoked?.name ?? ''}”?`}
        description="Requests with this token are refused at once. This cannot be undone."
        data-testid="revoke-token-dialog"
        footer={
          <>
            <Button variant="ghost" onClick={closeRevoke}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={revoking}
              onClick={() => revoked && void confirmRevoke(revoked)}
            >
              {revoking ? 'Revoking…' : 'Revoke token'}
            </Button>
          </>
        }
      >
        {revokeError && (
          <p className={styles.formError} role="alert">
            {revokeError}
          </p>
        )}
      </Modal>
    </div>
  );
}
