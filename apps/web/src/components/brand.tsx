export function Brand() {
  return (
    <a className="brand" href="/" aria-label="ListingLens home">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
        <circle cx="14" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="3" />
        <path d="M19 19l6 6" stroke="var(--color-accent)" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      <span>ListingLens</span>
    </a>
  );
}
