/** Only web links are ever rendered as links: an address from outside can never be a javascript: URL. */
export function safeHref(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}
