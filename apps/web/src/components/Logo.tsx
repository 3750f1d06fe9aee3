/**
 * The site mark: an open mushaf on a rahl (reading stand) under an arch, in the theme colour.
 * Two variants: the rtl one opens to the right with the Arabic wordmark, the ltr one is mirrored.
 */
export function Logo({ dir, name }: { dir: 'rtl' | 'ltr'; name: string }) {
  return (
    <span className="logo" data-variant={dir}>
      <svg
        className="logo-mark"
        viewBox="0 0 64 64"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
        style={dir === 'ltr' ? { transform: 'scaleX(-1)' } : undefined}
      >
        <path d="M32 3c9 6 20 9 27 9v17c0 16-11 27-27 32C16 56 5 45 5 29V12c7 0 18-3 27-9z" fill="#B12A34" />
        <path
          d="M32 8.5c8 5 17 7.6 22.5 7.9V29c0 13.3-8.6 22.6-22.5 27.3C18.1 51.6 9.5 42.3 9.5 29V16.4C15 16.1 24 13.5 32 8.5z"
          fill="none"
          stroke="#F3D9A4"
          strokeWidth="1.4"
        />
        <path d="M32 24c-5-3-10-3.6-15-2.6v17.8c5-1 10-.4 15 2.6z" fill="#FFF8EC" />
        <path d="M32 24c5-3 10-3.6 15-2.6v17.8c-5-1-10-.4-15 2.6z" fill="#F6E7CC" />
        <path
          d="M20 26.5c3.4-.5 6.8 0 9.6 1.4M20 30.5c3.4-.5 6.8 0 9.6 1.4M20 34.5c3.4-.5 6.8 0 9.6 1.4"
          stroke="#B12A34"
          strokeWidth="1"
          strokeLinecap="round"
          opacity=".7"
        />
        <path
          d="M17 45l15-4 15 4M21 48.5l11-3 11 3"
          stroke="#F3D9A4"
          strokeWidth="1.6"
          strokeLinecap="round"
          fill="none"
        />
        <circle cx="32" cy="16" r="2.2" fill="#F3D9A4" />
      </svg>
      <span className="logo-name">{name}</span>
    </span>
  );
}
