import type { Metadata } from 'next';
import { enterLocale, type LocaleParams } from '@/lib/i18n/server';

// The floor of `npm run bench:lighthouse`: a page that renders nothing but the
// root layout, measured from the same build as the pages it is compared with
// (first-load JavaScript above the floor, Lighthouse's score of an empty page).
// Served by lib/routes.ts as an unlisted page: in no sitemap or navigation,
// and never indexed. Its route group has no layout of its own on purpose.
export const metadata: Metadata = {
  // i18n-literal: an unlisted, never-indexed measuring page that no reader sees
  title: 'Benchmark floor',
  robots: { index: false, follow: false },
};

export default async function BenchFloorPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  return null;
}
