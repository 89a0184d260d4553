/** Where the public site lives when VITE_SITE_URL is not set at build time. */
export const DEFAULT_SITE_URL = 'https://www.cleardocket.example';

/**
 * Build-time settings of the web app. SITE_URL makes canonical and Open Graph URLs absolute; set
 * VITE_SITE_URL when building for a real domain.
 */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL ?? DEFAULT_SITE_URL).replace(/\/$/, '');

declare const __GTM_ID__: string;

/** The tag manager container, or '' when analytics are off (the default). */
export const GTM_ID: string = typeof __GTM_ID__ === 'string' ? __GTM_ID__ : '';
