/** A route whose screen a later release builds: a heading and an honest line, nothing more. */
export function PendingSection({ title }: { title: string }) {
  return (
    <section className="pending-section" aria-labelledby="pending-title">
      <h1 id="pending-title">{title}</h1>
      <p className="muted">This screen is not available yet.</p>
    </section>
  );
}
