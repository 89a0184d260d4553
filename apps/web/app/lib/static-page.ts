import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * Public pages that need no React in the browser: they are prerendered and ship only the small
 * script of `app/static-page.ts` (ARCHITECTURE §10, docs/decisions/009). A route module marks
 * itself with `export const handle = STATIC_PAGE`.
 */
export const STATIC_PAGE = { staticPage: true } as const;

function isStaticHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { staticPage?: unknown }).staticPage === true;
}

/**
 * True while the build prerenders a static page. In the browser it is always false: a member who
 * reaches the same page by client-side navigation gets the ordinary React page.
 */
export function useIsStaticRender(): boolean {
  const matches = useMatches();
  // The SPA fallback page is rendered for "/" too, but down to the root only: it keeps React.
  const isSpaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  return typeof document === 'undefined' && !isSpaFallback && matches.some((match) => isStaticHandle(match.handle));
}
