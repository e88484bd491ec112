// The request gate (Next 16's name for middleware), driven by lib/routes.ts:
// legacy redirects, case aliases and .html service paths served from their
// canonical page, unknown paths sent home, portal paths behind the session.
import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { resolvePath } from '@/lib/routes';
import { getSessionSecret } from '@/lib/secrets';
import { sessionCookie } from '@/lib/session-cookie';

export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const route = resolvePath(pathname);

  if (route.kind === 'redirect') {
    const url = req.nextUrl.clone();
    url.pathname = route.location;
    if (route.location === '/') url.search = '';
    return NextResponse.redirect(url, route.permanent ? 308 : 307);
  }

  if (route.area === 'portal' || route.canonical === '/ChangePassword') {
    const session = await getToken({ req, secret: getSessionSecret(), cookieName: sessionCookie().name });
    if (!session?.courierToken) {
      const url = req.nextUrl.clone();
      url.pathname = '/login';
      url.search = `?callbackUrl=${encodeURIComponent(pathname + search)}`;
      return NextResponse.redirect(url, 307);
    }
    // A first-login password must be changed before the portal opens.
    if (session.first && route.area === 'portal') {
      const url = req.nextUrl.clone();
      url.pathname = '/ChangePassword';
      url.search = '';
      return NextResponse.redirect(url, 307);
    }
  }

  if (route.pathname !== pathname) {
    const url = req.nextUrl.clone();
    url.pathname = route.pathname;
    return NextResponse.rewrite(url);
  }
  return NextResponse.next();
}

export const config = {
  // Never gate Next's own files, the API, or files with an extension (except .html service paths).
  matcher: ['/((?!_next/|_vercel|api/|.*\\.(?!html$)[A-Za-z0-9]+$).*)'],
};
