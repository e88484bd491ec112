// The benchmarks' floor routes: GET answers at once; POST reads a small body and refuses a large one unread.
import { GET, POST } from './route';

describe('/api/ping', () => {
  it('answers GET', async () => {
    expect(await GET().json()).toEqual({ ok: true });
  });

  it('reads a POST body and says how long it was', async () => {
    const res = await POST(new Request('http://localhost/api/ping', { method: 'POST', body: '{"TrackingAWB":[]}' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, bytes: 18 });
  });

  it('refuses a body over 16 kB, declared or streamed', async () => {
    const big = 'x'.repeat(16 * 1024 + 1);
    expect((await POST(new Request('http://localhost/api/ping', { method: 'POST', body: big }))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = new Request('http://localhost/api/ping', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect((await POST(streamed)).status).toBe(413);
  });
});
