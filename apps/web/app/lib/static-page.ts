import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * Public pages that need no React in the browser: they are prerendered and ship only a small
 * script of `app/static-pages/` (ARCHITECTURE §10, docs/decisions/009). A route module marks
 * itself with `export const handle = STATIC_PAGE` (the shared script) or `staticPage('contact')`.
 */
export type StaticPageHandle = { staticPage: true; script: string };

export function staticPage(script: string): StaticPageHandle {
  return { staticPage: true, script };
}

export const STATIC_PAGE = staticPage('main');

function scriptOf(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null) return null;
  const { staticPage: isStatic, script } = handle as Partial<StaticPageHandle>;
  return isStatic === true && typeof script === 'string' ? script : null;
}

/**
 * The script of the static page being prerendered, or null. In the browser it is always null: a
 * member who reaches the same page by client-side navigation gets the ordinary React page.
 */
export function useStaticRenderScript(): string | null {
  const matches = useMatches();
  // The SPA fallback page is rendered for "/" too, but down to the root only: it keeps React.
  const isSpaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  if (typeof document !== 'undefined' || isSpaFallback) return null;
  return matches.map((match) => scriptOf(match.handle)).findLast((script) => script !== null) ?? null;
}

export function useIsStaticRender(): boolean {
  return useStaticRenderScript() !== null;
}
