// The request gate (Next 16's name for middleware), driven by lib/routes.ts:
// the language prefix (/ar), legacy redirects, case aliases and .html service
// paths served from their canonical page, unknown paths sent home, portal paths
// behind the session. Every page is served from app/[locale]/…, so the gate
// rewrites each path to its language's folder.
import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
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
  // An Arabic path already spelled as its folder (/ar, /ar/login) needs no rewrite.
  if (folder === pathname) return NextResponse.next();
  const url = req.nextUrl.clone();
  url.pathname = folder;
  return NextResponse.rewrite(url);
}

export const config = {
  // Never gate Next's own files, the API, or files with an extension (except .html service paths).
  matcher: ['/((?!_next/|_vercel|api/|.*\\.(?!html$)[A-Za-z0-9]+$).*)'],
};
