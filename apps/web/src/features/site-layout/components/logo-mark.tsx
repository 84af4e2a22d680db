/** The product's mark: a red seal with a smiling window. Decorative; the product name follows it. */
export function LogoMark() {
  return (
    <svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="40" height="40" rx="12" fill="var(--color-primary)" />
      <rect
        x="11"
        y="11"
        width="22"
        height="22"
        rx="5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
      />
      <path d="M22 6v32" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="35" cy="9" r="5" fill="var(--color-accent)" />
    </svg>
  );
}
