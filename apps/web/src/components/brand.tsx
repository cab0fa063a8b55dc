export function Brand({
  inverted = false,
  compact = false,
}: {
  inverted?: boolean;
  compact?: boolean;
}) {
  return (
    <a
      className="brand"
      href="/"
      aria-label="ListingLens home"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        fontWeight: 700,
        fontSize: '1.05rem',
        color: inverted ? '#fff' : 'var(--color-brand)',
        textDecoration: 'none',
      }}
    >
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#2d4f7c' : 'var(--color-brand)'} />
        <circle cx="14" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="3" />
        <path d="M19 19l6 6" stroke="var(--color-accent)" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      {!compact && <span>ListingLens</span>}
    </a>
  );
}
