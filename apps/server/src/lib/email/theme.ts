/**
 * The product's look in mail: the web app's design tokens (apps/web/app/app.css `@theme`,
 * docs/design.md). Mail clients take no stylesheet of ours, so the values are copied here and a
 * unit test keeps them equal to the tokens. The typeface is named, never fetched: a mail that loads
 * a font from our host would tell us when it is opened.
 */
export const EMAIL_THEME = {
  font: "'Public Sans Variable', 'Public Sans', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  colors: {
    brand50: '#eef7f6',
    brand700: '#0f6660',
    brand900: '#0a3f3b',
    ink50: '#f6f7f9',
    ink200: '#d5d9e0',
    ink600: '#4e5969',
    ink900: '#151c28',
    white: '#ffffff',
  },
} as const;

/** The tokens each colour above comes from, for the test that keeps them in step. */
export const EMAIL_THEME_TOKENS: Record<keyof typeof EMAIL_THEME.colors, string | null> = {
  brand50: '--color-brand-50',
  brand700: '--color-brand-700',
  brand900: '--color-brand-900',
  ink50: '--color-ink-50',
  ink200: '--color-ink-200',
  ink600: '--color-ink-600',
  ink900: '--color-ink-900',
  white: null,
};
