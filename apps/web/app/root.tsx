import '~/lib/zod-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import staticPageScripts from 'virtual:static-page-scripts';
import { ApplicationError } from '~/components/errors/application-error';
import { Analytics } from '~/components/layout/analytics';
import { GTM_ID } from '~/config/env';
import { Spinner } from '~/components/ui/spinner';
import { Toaster } from '~/components/ui/toaster';
import { AppBanners } from '~/features/pwa/components/app-banners';
import { createQueryClient } from '~/lib/query-client';
import { useStaticRenderScript } from '~/lib/static-page';
import fontUrl from '@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url';
import './app.css';

export function Layout({ children }: { children: ReactNode }) {
  // A static public page ships one small script instead of React (docs/decisions/009).
  const staticScript = useStaticRenderScript();
  const staticScriptUrl = staticScript === null ? undefined : staticPageScripts[staticScript];
  if (staticScript !== null && !staticScriptUrl) throw new Error(`No built script named ${staticScript}`);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f6660" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Written by the build from the same image (scripts/pwa-build.ts, docs/pwa.md). */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png" />
        {/* The one font file (app.css), fetched with the page rather than after its CSS. */}
        <link rel="preload" href={fontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {staticScriptUrl ? (
          <script type="module" src={staticScriptUrl} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  // Marks the page interactive: browser tests and benchmarks wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Toaster>
        <Outlet />
        <AppBanners />
      </Toaster>
      <Analytics gtmId={GTM_ID} />
    </QueryClientProvider>
  );
}

/** Shown while a client-rendered route (the dashboard) loads. */
export function HydrateFallback() {
  return <Spinner className="min-h-screen" />;
}

/** App-level boundary: the Application Error screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <ApplicationError error={error} onReset={() => window.location.reload()} />;
}
