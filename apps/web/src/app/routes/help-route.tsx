import { PendingSection } from './pending-section.tsx';

export function HelpRoute({ variant }: { variant: 'standard' | 'hotel-chain' }) {
  return (
    <main className="page-frame">
      <PendingSection title={variant === 'standard' ? 'Help' : 'Help for hotel-chain views'} />
    </main>
  );
}
