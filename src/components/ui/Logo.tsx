/** The Kovalent mark: two atoms sharing a bond, plus the word mark. */
export function Logo({ className, withWordmark = true }: { className?: string; withWordmark?: boolean }) {
  return (
    <svg
      className={className}
      viewBox={withWordmark ? '0 0 188 40' : '0 0 40 40'}
      role="img"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="13" cy="20" r="9" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="27" cy="20" r="9" fill="none" stroke="var(--color-accent, #5b4df0)" strokeWidth="4" />
      <circle cx="20" cy="20" r="3" fill="var(--color-highlight, #22c9a0)" />
      {withWordmark && (
        <text x="46" y="27.5" fontFamily="inherit" fontSize="21" fontWeight="700" letterSpacing="-0.5" fill="currentColor">
          kovalent
        </text>
      )}
    </svg>
  );
}
