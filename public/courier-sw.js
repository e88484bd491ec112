// The courier app's service worker (scope /courier, and /ar/courier for
// Arabic; registered by components/courier/service-worker.tsx in production
// builds). Its one job: the app opens without a network.
//  - The app's page: network first; the last good copy when there is no network.
//  - Next's build files (/_next/static/, named by their content): cache first.
//  - /api/ is never touched: answers (the run, the queue's sends) always go
//    to the network; the app keeps its own copy of the run in IndexedDB.
const VERSION = 'v1';
const PAGES = `courier-pages-${VERSION}`;
const STATIC = `courier-static-${VERSION}`;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = [PAGES, STATIC];
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('courier-') && !keep.includes(n)).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

const pageKey = (url) => new URL(url.pathname, url.origin).href;
const isHtml = (res) => (res.headers.get('content-type') || '').includes('text/html');

async function networkFirst(request) {
  const url = new URL(request.url);
  const cache = await caches.open(PAGES);
  try {
    const res = await fetch(request);
    // Only a real page: not a redirect to the login page, not an error page.
    if (res.ok && res.type === 'basic' && !res.redirected && isHtml(res)) await cache.put(pageKey(url), res.clone());
    return res;
  } catch (err) {
    const cached = await cache.match(pageKey(url));
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC);
  const cached = await cache.match(request);
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok && res.type === 'basic') await cache.put(request, res.clone());
  return res;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  } else if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(cacheFirst(request));
  }
});

/** The page hands over what it loaded before this worker took over ('warm'), or asks to forget its page on sign-out ('forget'). */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === 'warm') {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(STATIC);
        const files = Array.isArray(data.files) ? data.files.filter((f) => typeof f === 'string' && f.startsWith('/_next/static/')) : [];
        await Promise.all(
          files.map(async (f) => {
            if (await cache.match(f)) return;
            const res = await fetch(f).catch(() => null);
            if (res && res.ok) await cache.put(f, res);
          }),
        );
        if (typeof data.page === 'string' && data.page.startsWith('/')) {
          const page = new URL(data.page, self.location.origin);
          const pages = await caches.open(PAGES);
          if (!(await pages.match(pageKey(page)))) {
            const res = await fetch(page.href, { credentials: 'same-origin', redirect: 'manual' }).catch(() => null);
            if (res && res.ok && res.type === 'basic' && isHtml(res)) await pages.put(pageKey(page), res);
          }
        }
      })(),
    );
  } else if (data.type === 'forget') {
    event.waitUntil(caches.delete(PAGES));
  }
});
