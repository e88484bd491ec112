// One webhook POST: signed, 10 seconds at most, no redirects followed, to a
// public address only (unless private targets are allowed), keeping the
// first 2 KB of the answer for the delivery log. Never throws: the outcome
// says what happened.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isForbiddenAddress, safeLookup, TARGET_PRIVATE, type Resolver } from './targets';

export const USER_AGENT = 'SaqrExpress-Webhooks/1';
export const DELIVERY_TIMEOUT_MS = 10_000;
const RESPONSE_KEEP_BYTES = 2048;

export interface DeliveryOutcome {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  response: string | null;
}

export interface Poster {
  post(url: string, body: string, headers: Record<string, string>): Promise<DeliveryOutcome>;
  close(): void;
}

export interface PosterOptions {
  allowPrivate: boolean;
  resolve?: Resolver;
  /** Sockets kept open per host (the worker's concurrency). */
  maxSockets: number;
  timeoutMs?: number;
}

/** A poster with keep-alive agents (one worker's deliveries reuse their connections). */
export function createPoster(o: PosterOptions): Poster {
  const lookup = safeLookup(o.allowPrivate, o.resolve);
  const agentOptions = { keepAlive: true, maxSockets: o.maxSockets, lookup };
  const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };
  const timeoutMs = o.timeoutMs ?? DELIVERY_TIMEOUT_MS;

  const post: Poster['post'] = (url, body, headers) => {
    const started = performance.now();
    const done = (ok: boolean, statusCode: number | null, error: string | null, response: string | null): DeliveryOutcome => ({
      ok,
      statusCode,
      latencyMs: Math.round(performance.now() - started),
      error,
      response,
    });
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return Promise.resolve(done(false, null, 'The URL is not valid.', null));
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return Promise.resolve(done(false, null, 'Only http and https URLs are delivered to.', null));
    const host = u.hostname.replace(/^\[(.*)\]$/, '$1');
    // An IP literal never reaches the lookup: check it here.
    const literal = isIP(host) !== 0;
    if (!o.allowPrivate && (literal ? isForbiddenAddress(host) : host === 'localhost' || host.endsWith('.localhost'))) {
      return Promise.resolve(done(false, null, TARGET_PRIVATE(host), null));
    }
    return new Promise<DeliveryOutcome>((resolve) => {
      let settled = false;
      const finish = (out: DeliveryOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(out);
      };
      const lib = u.protocol === 'https:' ? https : http;
      const req = lib.request(u, {
        method: 'POST',
        agent: agents[u.protocol as 'http:' | 'https:'],
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      });
      const timer = setTimeout(() => {
        finish(done(false, null, `No answer within ${timeoutMs / 1000} seconds.`, null));
        req.destroy();
      }, timeoutMs);
      req.on('error', (err) => finish(done(false, null, errorText(err), null)));
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_KEEP_BYTES) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        const complete = () => {
          const status = res.statusCode ?? 0;
          const text = Buffer.concat(chunks).subarray(0, RESPONSE_KEEP_BYTES).toString('utf8');
          const ok = status >= 200 && status < 300;
          finish(done(ok, status, ok ? null : `HTTP ${status}`, text));
        };
        res.on('end', complete);
        res.on('error', complete);
        res.on('aborted', complete);
      });
      req.end(body);
    });
  };

  return {
    post,
    close: () => {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

function errorText(err: Error & { code?: string }): string {
  const text = err.message || err.code || 'The request failed.';
  return text.slice(0, 500);
}
