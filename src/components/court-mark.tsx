/** The Courtdesk mark: a court seen from above (same drawing as the app icons). */
export function CourtMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="Courtdesk">
      <rect width="64" height="64" rx="14" fill="#1c7ed6" />
      <rect x="16" y="12" width="32" height="40" fill="#2f9e44" stroke="#fff" strokeWidth="2.4" />
      <path d="M16 32h32" stroke="#fff" strokeWidth="3" />
      <path d="M16 20h32M16 44h32M32 20v24" stroke="#fff" strokeWidth="1.8" />
    </svg>
  );
}
