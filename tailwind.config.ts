import type { Config } from 'tailwindcss';

// Tailwind v4 reads this file through `@config` in app/globals.css.
// Brand colours live here so that components use names, not hex codes.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9ebff',
          600: '#0b5cad',
          700: '#084a8c',
          800: '#063a6e',
          900: '#042a50',
        },
        accent: { 500: '#f59e0b', 600: '#d97706' },
      },
    },
  },
};

export default config;
