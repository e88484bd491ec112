/**
 * An init script (page or context `addInitScript`) that starts every page as if
 * the reader had arrived on another page of the site before: the class the
 * start script gives a page reached that way (`splash-seen`, lib/csp.ts
 * START_SCRIPT) goes on <html> as soon as there is one, so the 2-second
 * splash never shows. The E2E fixture (unless a spec asks for the splash) and
 * scripts/screenshots.ts use it.
 */
export function startWithSplashSeen() {
  const seen = () => document.documentElement?.classList.add('splash-seen');
  if (document.documentElement) seen();
  else
    new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      seen();
      observer.disconnect();
    }).observe(document, { childList: true });
}
