// The request gate, called as a plain function.
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';

process.env.NEXTAUTH_SECRET = 'gate-test-secret-that-is-long-enough';
process.env.SITE_URL = 'http://localhost:3000';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { proxy } = require('./proxy') as typeof import('./proxy');

async function gate(path: string, session?: { courierToken: string; first?: boolean; role?: string }, cookie?: string) {
  const headers: Record<string, string> = {};
  const cookies: string[] = cookie ? [cookie] : [];
  if (session) {
    const value = await encode({ token: { sub: 'u', ...session }, secret: process.env.NEXTAUTH_SECRET! });
    cookies.push(`saqr.session=${value}`);
  }
  if (cookies.length) headers.cookie = cookies.join('; ');
  return proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
}

describe('proxy (request gate)', () => {
  it('redirects legacy paths with 308 and unknown paths home with 307', async () => {
    const legacy = await gate('/Aboutus');
    expect(legacy.status).toBe(308);
    expect(legacy.headers.get('location')).toBe('http://localhost:3000/about-us');
    const unknown = await gate('/wp-admin?x=1');
    expect(unknown.status).toBe(307);
    expect(unknown.headers.get('location')).toBe('http://localhost:3000/');
  });

  it('rewrites case aliases and .html service paths to the serving folder of their language', async () => {
    expect((await gate('/Login')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/login');
    expect((await gate('/login')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/login');
    expect((await gate('/')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en');
    const html = await gate('/services/domestic-parcel-service-in-dubai.html');
    expect(html.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/services/domestic-parcel-service-in-dubai');
  });

  it('serves Arabic under /ar with the same routes, aliases and redirects', async () => {
    expect((await gate('/ar')).status).toBe(200);
    expect((await gate('/ar')).headers.get('x-middleware-rewrite')).toBeNull();
    expect((await gate('/ar/Login')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/ar/login');
    expect((await gate('/ar/services/domestic-parcel-service-in-dubai.html')).headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/ar/services/domestic-parcel-service-in-dubai',
    );
    const legacy = await gate('/ar/Aboutus');
    expect(legacy.status).toBe(308);
    expect(legacy.headers.get('location')).toBe('http://localhost:3000/ar/about-us');
    const unknown = await gate('/ar/unknown?x=1');
    expect(unknown.status).toBe(307);
    expect(unknown.headers.get('location')).toBe('http://localhost:3000/ar');
    const portal = await gate('/ar/Dashboard');
    expect(portal.headers.get('location')).toBe('http://localhost:3000/ar/login?callbackUrl=%2Far%2FDashboard');
    expect((await gate('/ar/ManageAddress', { courierToken: 't', first: true })).headers.get('location')).toBe('http://localhost:3000/ar/ChangePassword');
    expect((await gate('/ar/Dashboard', { courierToken: 't' })).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/ar/dashboard');
  });

  it('never serves the internal /en folder by its own path', async () => {
    const res = await gate('/en/login');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://localhost:3000/');
  });

  it('sends a reader who chose Arabic from an English path to its Arabic page, and no one else', async () => {
    const chosen = await gate('/about-us?x=1', undefined, 'NEXT_LOCALE=ar');
    expect(chosen.status).toBe(307);
    expect(chosen.headers.get('location')).toBe('http://localhost:3000/ar/about-us?x=1');
    expect((await gate('/about-us', undefined, 'NEXT_LOCALE=en')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/about-us');
    const arabic = await gate('/ar/about-us', undefined, 'NEXT_LOCALE=ar');
    expect(arabic.status).toBe(200);
    expect(arabic.headers.get('location')).toBeNull();
  });

  it('serves the thank-you pages with an id from their lower-case folders, in any letter case, keeping the id', async () => {
    const id = '0b6f1c2e-3d4a-4b5c-8d7e-9f0a1b2c3d4e';
    for (const [path, folder] of [
      [`/Thankyou/${id}`, `/thankyou/${id}`],
      [`/THANKYOU/${id}?x=1`, `/thankyou/${id}?x=1`],
      [`/PickupRequest/${id}`, `/pickuprequest/${id}`],
      [`/pickupREQUEST/BK12345678`, `/pickuprequest/BK12345678`],
    ]) {
      const res = await gate(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000/en${folder}`);
    }
    expect((await gate(`/thankyou/${id}`)).headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000/en/thankyou/${id}`);
    expect((await gate(`/Thankyou/${id}/extra`)).status).toBe(307);
  });

  it('lets the benchmark floor page through without a session', async () => {
    const res = await gate('/bench-floor');
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/bench-floor');
    expect((await gate('/Bench-Floor')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/bench-floor');
  });

  it('sends portal visitors without a session to login with a callback', async () => {
    const res = await gate('/Dashboard?range=7');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://localhost:3000/login?callbackUrl=%2FDashboard%3Frange%3D7');
    const forged = new NextRequest('http://localhost:3000/dashboard', { headers: { cookie: 'saqr.session=forged' } });
    expect((await proxy(forged)).headers.get('location')).toMatch(/\/login\?callbackUrl=/);
  });

  it('lets a session into the portal, but a first login only to Change Password', async () => {
    const ok = await gate('/Dashboard', { courierToken: 't' });
    expect(ok.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/dashboard');
    const first = await gate('/ManageAddress', { courierToken: 't', first: true });
    expect(first.status).toBe(307);
    expect(first.headers.get('location')).toBe('http://localhost:3000/ChangePassword');
    expect((await gate('/ChangePassword', { courierToken: 't', first: true })).status).toBe(200);
  });

  it('keeps a courier inside the courier app; other roles open their pages', async () => {
    const courier = { courierToken: 't', role: 'Courier' };
    for (const path of ['/Dashboard', '/Dispatch', '/Operations']) {
      const res = await gate(path, courier);
      expect(res.status).toBe(307);
      expect(res.headers.get('location')).toBe('http://localhost:3000/courier');
    }
    expect((await gate('/ar/ManageAddress', courier)).headers.get('location')).toBe('http://localhost:3000/ar/courier');
    expect((await gate('/courier', courier)).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/courier');
    expect((await gate('/Dispatch', { courierToken: 't', role: 'Ops' })).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/dispatch');
    // A session from before roles were kept: the page's own gate decides.
    expect((await gate('/Dispatch', { courierToken: 't' })).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/dispatch');
  });
});
