/** The URLs of the static pages' scripts, by name (scripts/static-page-scripts.ts). */
declare module 'virtual:static-page-scripts' {
  const urls: Partial<Record<string, string>>;
  export default urls;
}
