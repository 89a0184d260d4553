/**
 * The home hero's illustration (issue 20): a search page for the member's name in which the court
 * record is being struck out and the result list ends with a shield. Drawn inline, so it costs no
 * request and no script on the static page; decorative (the heading says the same), so hidden
 * from screen readers.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 360 280" aria-hidden="true" focusable="false" className={className}>
      {/* The browser window. */}
      <rect x="8" y="12" width="300" height="232" rx="14" className="fill-white stroke-ink-200" strokeWidth="2" />
      <path d="M8 26a14 14 0 0 1 14-14h272a14 14 0 0 1 14 14v14H8Z" className="fill-ink-100" />
      <circle cx="26" cy="26" r="4" className="fill-red-700" />
      <circle cx="40" cy="26" r="4" className="fill-amber-700" />
      <circle cx="54" cy="26" r="4" className="fill-brand-600" />
      {/* The search box with a name in it. */}
      <rect x="28" y="56" width="260" height="28" rx="14" className="fill-ink-50 stroke-ink-200" strokeWidth="1.5" />
      <circle cx="46" cy="70" r="6" fill="none" className="stroke-ink-600" strokeWidth="2" />
      <path d="m50.5 74.5 5 5" className="stroke-ink-600" strokeWidth="2" strokeLinecap="round" />
      <rect x="64" y="66" width="92" height="8" rx="4" className="fill-ink-300" />
      {/* The court record, struck out. */}
      <rect x="28" y="100" width="260" height="44" rx="8" className="fill-red-50" />
      <rect x="40" y="110" width="120" height="8" rx="4" className="fill-red-700" opacity="0.55" />
      <rect x="40" y="126" width="190" height="6" rx="3" className="fill-ink-300" />
      <path d="M34 122h248" className="stroke-red-700" strokeWidth="3" strokeLinecap="round" />
      {/* The results the member wants people to find. */}
      <rect x="28" y="156" width="260" height="36" rx="8" className="fill-ink-50" />
      <rect x="40" y="165" width="150" height="8" rx="4" className="fill-brand-700" opacity="0.8" />
      <rect x="40" y="179" width="110" height="6" rx="3" className="fill-ink-300" />
      <rect x="28" y="200" width="260" height="32" rx="8" className="fill-ink-50" />
      <rect x="40" y="208" width="130" height="8" rx="4" className="fill-brand-700" opacity="0.8" />
      <rect x="40" y="221" width="170" height="5" rx="2.5" className="fill-ink-300" />
      {/* The shield. */}
      <path
        d="M296 150c18 0 32-6 44-14v52c0 36-22 62-44 72-22-10-44-36-44-72v-52c12 8 26 14 44 14Z"
        className="fill-brand-700"
      />
      <path
        d="m276 196 14 14 26-28"
        fill="none"
        className="stroke-white"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
