// Node's flags for the production server (scripts/serve.mjs), wherever it is
// started from: npm start (scripts/start.mjs), the end-to-end tests
// (e2e/server.mjs) and the benchmarks (bench/lib.ts).
//
// A young generation of 64 MB a semi-space instead of V8's 16 MB: a request
// allocates short-lived objects (the parsed body, rows, the answer's JSON),
// and with the small default the server spent a quarter of its CPU in
// scavenges under load (a CPU profile of 50-number tracking calls: 24 %).
// Measured on 2 cores, servers side by side in interleaved 5 s bursts at 20
// connections: GET /api/ping +13–28 %, 1-number tracking +12–18 %, 50-number
// tracking +14–23 % requests a second (bench/README.md, "session 30"; the
// rates benchmark, run after one another, could not tell it from its noise);
// the cost is up to about 100 MB more memory a process when it is busy.
// NODE_OPTIONS that sets its own semi-space size wins.

/** The flags to pass before the script, e.g. `spawn(process.execPath, [...serverNodeFlags(), 'scripts/serve.mjs'])`. */
export function serverNodeFlags(nodeOptions = process.env.NODE_OPTIONS ?? '') {
  return /--max-semi-space-size\b/.test(nodeOptions) ? [] : ['--max-semi-space-size=64'];
}
