// next.config.ts's headers as the server sends them: HSTS only for an https
// SITE_URL; what the request gate does not see gets the no-inline-script policy.
import type { NextConfig } from 'next';

async function headersFor(siteUrl: string | undefined) {
  const saved = process.env.SITE_URL;
  if (siteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = siteUrl;
  try {
    let config: NextConfig | undefined;
    await jest.isolateModulesAsync(async () => {
      config = (await import('../next.config')).default;
    });
    return (await config!.headers!()) as { source: string; headers: { key: string; value: string }[] }[];
  } finally {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  }
}

const valueOf = (rules: Awaited<ReturnType<typeof headersFor>>, source: string, key: string) =>
  rules.filter((r) => r.source === source).flatMap((r) => r.headers).find((h) => h.key === key)?.value;

describe('next.config headers', () => {
  it('sends HSTS for an https site, and not over plain http', async () => {
    expect(valueOf(await headersFor('https://www.saqr.example'), '/:path*', 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(valueOf(await headersFor('http://localhost:3000'), '/:path*', 'Strict-Transport-Security')).toBeUndefined();
    expect(valueOf(await headersFor(undefined), '/:path*', 'Strict-Transport-Security')).toBeUndefined();
  });

  it('leaves the pages’ policy to the gate and gives the rest no inline script', async () => {
    const rules = await headersFor(undefined);
    expect(valueOf(rules, '/:path*', 'Content-Security-Policy')).toBeUndefined();
    for (const source of ['/api/:path*', '/_next/:path*']) expect(valueOf(rules, source, 'Content-Security-Policy')).toMatch(/script-src 'self';/);
  });
});
