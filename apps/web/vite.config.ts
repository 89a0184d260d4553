import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig } from 'vite';
import { staticPageScripts } from './scripts/static-page-scripts.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    staticPageScripts({
      main: 'app/static-pages/main.ts',
      contact: 'app/static-pages/contact.ts',
      assessment: 'app/static-pages/assessment.ts',
      coverage: 'app/static-pages/coverage.ts',
      'sign-in': 'app/static-pages/sign-in.ts',
      'sign-up': 'app/static-pages/sign-up.ts',
    }),
  ],
  // `react-router dev` does not proxy the API by itself (STACK-NOTES 14).
  server: {
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget },
  },
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  // The tag manager id is read at build time: pages are prerendered (README "Analytics").
  define: { __GTM_ID__: JSON.stringify(process.env.GTM_ID ?? '') },
  build: { assetsInlineLimit: 0 },
});
