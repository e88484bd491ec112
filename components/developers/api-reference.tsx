'use client';
// The merchant API reference: Scalar's standalone bundle, shipped with the app
// (public/vendor/scalar, 1.25 MB gzip) and loaded on this page only, once the
// page is interactive. It renders the generated OpenAPI document and sends
// "try it" calls to /api/v1 on this origin. Everything that would reach
// another origin is off: Scalar's web fonts, telemetry, its AI agent and MCP
// panels, its request proxy (same-origin calls need none).
import Script from 'next/script';
import { useEffect, useRef, useState } from 'react';

export const SCALAR_BUNDLE = '/vendor/scalar/api-reference-1.72.1.js';
export const OPENAPI_URL = '/api/v1/openapi.json';

interface ScalarInstance {
  destroy(): void;
}
declare global {
  interface Window {
    Scalar?: { createApiReference(el: Element, config: Record<string, unknown>): ScalarInstance };
  }
}

/**
 * Scalar's light theme in the site's colours (tailwind.config.ts: brand-600,
 * muted, success-700, warning-700, info-700): its greys and method colours
 * fall below 4.5:1 on white (axe), ours do not. The class is doubled to
 * outrank the theme's own `.light-mode` rule. Its "Powered by Scalar" link
 * is hidden.
 */
const CUSTOM_CSS = `
.scalar-app.scalar-app {
  --scalar-color-accent: #0b5cad;
  --scalar-color-2: #334155;
  --scalar-color-3: #475569;
  --scalar-color-green: #15803d;
  --scalar-color-orange: #b45309;
  --scalar-color-blue: #0369a1;
  --scalar-sidebar-search-color: #475569;
}
.scalar-app a[href="https://www.scalar.com"] { display: none !important; }
`;

function configuration(): Record<string, unknown> {
  return {
    url: OPENAPI_URL,
    // i18n-literal: Scalar's label of the server, in the reference's own language (English on both sites).
    servers: [{ url: `${window.location.origin}/api/v1`, description: 'This site' }],
    authentication: {
      preferredSecurityScheme: 'apiKey',
      securitySchemes: { apiKey: { token: 'sk_test_…' } },
    },
    persistAuth: false,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    documentDownloadType: 'none',
    hideDarkModeToggle: true,
    forceDarkModeState: 'light',
    defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
    localization: { direction: 'ltr' },
    customCss: CUSTOM_CSS,
  };
}

/**
 * Scalar's sticky sidebar (and its header on phones) stick below the site's
 * own sticky bar (PublicNav's `[data-sticky]`), whatever its height.
 */
function useStickyOffset(target: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const bar = document.querySelector<HTMLElement>('[data-sticky]');
    const el = target.current;
    if (!bar || !el) return;
    const set = () => el.style.setProperty('--scalar-custom-header-height', `${bar.offsetHeight}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [target]);
}

/** Mounts the reference when the bundle is ready (again after a client navigation back), and takes it down on leaving. */
export function ApiReference({ loading }: { loading: string }) {
  const target = useRef<HTMLDivElement>(null);
  const instance = useRef<ScalarInstance | null>(null);
  const [mounted, setMounted] = useState(false);
  useStickyOffset(target);

  const mount = () => {
    if (instance.current || !target.current || !window.Scalar) return;
    instance.current = window.Scalar.createApiReference(target.current, configuration());
    setMounted(true);
  };

  useEffect(() => {
    mount();
    return () => {
      instance.current?.destroy();
      instance.current = null;
    };
  }, []);

  return (
    <>
      {!mounted && <p className="mx-auto max-w-6xl px-4 py-12 text-muted">{loading}</p>}
      {/* English on both sites, so its own direction and language; empty until Scalar mounts (it would take children for server-rendered markup). */}
      <div ref={target} dir="ltr" lang="en" />
      <Script src={SCALAR_BUNDLE} strategy="afterInteractive" onReady={mount} />
    </>
  );
}
