import { PendingSection } from './pending-section.tsx';

export function LegalRoute({ kind }: { kind: 'terms' | 'privacy' }) {
  return (
    <main className="page-frame">
      <PendingSection title={kind === 'terms' ? 'Terms of use' : 'Privacy policy'} />
    </main>
  );
}
