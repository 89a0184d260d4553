/**
 * The origins a browser may call the API from: PUBLIC_URL's, plus the other spelling of the
 * loopback address when it is one (people open http://127.0.0.1:3000 as often as localhost).
 */
export function getAllowedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  const twin = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : null;
  if (twin) {
    const other = new URL(url.origin);
    other.hostname = twin;
    origins.push(other.origin);
  }
  return origins;
}
