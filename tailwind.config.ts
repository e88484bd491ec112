import type { Config } from 'tailwindcss';

// Tailwind v4 reads this file through `@config` in app/globals.css. It is the
// one place for design tokens: components use these names, never hex codes.
// Every text/background pair the kit uses keeps a contrast of at least 4.5:1
// (ink, muted and the *-800/900 tones on white or on their own *-50/100).
// Charts (recharts takes colours, not classes) import `colors` from here.
export const colors = {
  brand: {
    50: '#eef6ff',
    100: '#d9ebff',
    200: '#b6d6fb',
    600: '#0b5cad',
    700: '#084a8c',
    800: '#063a6e',
    900: '#042a50',
  },
  accent: { 100: '#fef3c7', 400: '#fbbf24', 500: '#f59e0b', 600: '#d97706', 800: '#92400e' },
  /** Body text (15.9:1 on white). */
  ink: '#0f172a',
  /** Secondary text (10.4:1 on white, 9.6:1 on canvas). */
  muted: '#334155',
  /** Hairlines and card borders (decorative, no contrast needed). */
  line: '#cbd5e1',
  /** Borders of inputs and secondary buttons (3:1 against white, WCAG 1.4.11). */
  control: '#64748b',
  canvas: '#f8fafc',
  surface: '#ffffff',
  success: { 50: '#f0fdf4', 100: '#dcfce7', 200: '#bbf7d0', 700: '#15803d', 800: '#166534', 900: '#14532d' },
  warning: { 50: '#fffbeb', 100: '#fef3c7', 300: '#fcd34d', 700: '#b45309', 950: '#451a03' },
  danger: { 50: '#fef2f2', 100: '#fee2e2', 200: '#fecaca', 700: '#b91c1c', 800: '#991b1b', 900: '#7f1d1d' },
  info: { 50: '#f0f9ff', 100: '#e0f2fe', 700: '#0369a1', 950: '#082f49' },
  chart: { 1: '#0b5cad', 2: '#b45309', 3: '#15803d', 4: '#b91c1c', 5: '#64748b', 6: '#7c3aed' },
} as const;

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors,
      borderRadius: { control: '0.375rem', card: '0.75rem', pill: '9999px' },
      boxShadow: {
        card: '0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.08)',
        raised: '0 10px 25px -5px rgb(15 23 42 / 0.15), 0 8px 10px -6px rgb(15 23 42 / 0.1)',
      },
      fontSize: {
        // The type scale: page title, section title, body, small print.
        title: ['1.5rem', { lineHeight: '2rem', fontWeight: '700' }],
        section: ['1.125rem', { lineHeight: '1.75rem', fontWeight: '700' }],
      },
      spacing: {
        /** The smallest touch target (WCAG 2.5.5): 44 px. */
        tap: '2.75rem',
      },
    },
  },
};

export default config;
