/** The mark: a docket page with a check, drawn inline so it costs no request. */
export function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
      <rect x="4" y="3" width="20" height="26" rx="3" className="fill-brand-700" />
      <path d="M9 10h10M9 15h10M9 20h5" className="stroke-white" strokeWidth="2" strokeLinecap="round" />
      <circle cx="23" cy="22" r="7" className="fill-white" />
      <path
        d="m19.5 22 2.5 2.5 4.5-5"
        fill="none"
        className="stroke-brand-700"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
