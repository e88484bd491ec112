// The request gate (Next 16's name for middleware), driven by lib/routes.ts:
// the language prefix (/ar), legacy redirects, case aliases and .html service
// paths served from their canonical page, unknown paths sent home, portal paths
// behind the session. Every page is served from app/[locale]/…, so the gate
// rewrites each path to its language's folder. Every page leaves with its
// Content Security Policy (lib/csp.ts): hashes for a prerendered page, a fresh
// nonce for one rendered per request.
import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { newNonce, pagePolicy } from '@/lib/csp';
import { prerenderedScriptHashes } from '@/lib/csp-pages';
import { isLocale, LOCALE_COOKIE, localizePath, splitLocale } from '@/lib/i18n/locales';
import { roleRedirect } from '@/lib/landing';
import { resolvePath } from '@/lib/routes';
import { getSessionSecret } from '@/lib/secrets';
import { sessionCookie } from '@/lib/session-cookie';

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const { locale, path } = splitLocale(pathname);
  const route = resolvePath(path);
  const redirect = (to: string, query: string, status: 307 | 308 = 307) => {
    const url = req.nextUrl.clone();
    url.pathname = to;
    url.search = query;
    return NextResponse.redirect(url, status);
  };

  if (route.kind === 'redirect') {
    return redirect(localizePath(route.location, locale), route.location === '/' ? '' : search, route.permanent ? 308 : 307);
  }

  // A reader who chose Arabic (the language switch sets the cookie) and follows an
  // English link lands on the Arabic page; choosing English sets the cookie back.
  if (locale === 'en' && req.cookies.get(LOCALE_COOKIE)?.value === 'ar' && req.method === 'GET') {
    return redirect(localizePath(path, 'ar'), search);
  }

  if (route.area === 'portal' || route.canonical === '/ChangePassword') {
    const session = await getToken({ req, secret: getSessionSecret(), cookieName: sessionCookie().name });
    if (!session?.courierToken) {
      return redirect(localizePath('/login', locale), `?callbackUrl=${encodeURIComponent(pathname + search)}`);
    }
    // A first-login password must be changed before the portal opens.
    if (session.first && route.area === 'portal') return redirect(localizePath('/ChangePassword', locale), '');
    // A courier opens only the courier app (issue 15).
    const away = route.area === 'portal' ? roleRedirect(session.role, route.canonical) : null;
    if (away) return redirect(localizePath(away, locale), '');
  }

  const folder = `/${isLocale(locale) ? locale : 'en'}${route.pathname === '/' ? '' : route.pathname}`;
  const { policy, request } = pageSecurity(req, folder);
  // An Arabic path already spelled as its folder (/ar, /ar/login) needs no rewrite.
  let res: NextResponse;
  if (folder === pathname) res = NextResponse.next({ request });
  else {
    const url = req.nextUrl.clone();
    url.pathname = folder;
    res = NextResponse.rewrite(url, { request });
  }
  res.headers.set('Content-Security-Policy', policy);
  return res;
}

const DEV = process.env.NODE_ENV === 'development';

/**
 * The page's policy, and for a page rendered per request the request headers
 * that carry it to Next, which takes the nonce from them for its own scripts.
 */
function pageSecurity(req: NextRequest, folder: string) {
  const hashes = prerenderedScriptHashes(folder);
  if (hashes) return { policy: pagePolicy({ hashes }, { dev: DEV }), request: undefined };
  const policy = pagePolicy({ nonce: newNonce() }, { dev: DEV });
  const headers = new Headers(req.headers);
  headers.set('Content-Security-Policy', policy);
  return { policy, request: { headers } };
}

export const config = {
  // Never gate Next's own files, the API, or files with an extension (except .html service paths).
  matcher: ['/((?!_next/|_vercel|api/|.*\\.(?!html$)[A-Za-z0-9]+$).*)'],
};
