/** The URL of the static pages' script (scripts/static-page-script.ts). */
declare module 'virtual:static-page-script' {
  const url: string;
  export default url;
}
