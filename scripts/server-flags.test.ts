// The production server's Node flags (scripts/server-flags.mjs): Node takes
// them (a flag it did not know would stop the server at start), they size the
// young generation, and an operator's NODE_OPTIONS setting its own size wins.
import { execFileSync } from 'node:child_process';
import { serverNodeFlags } from './server-flags.mjs';

/** The largest the young generation grew (MB) in a node started with these flags, allocating short-lived objects as a busy server does. */
function youngGenerationGrewTo(flags: string[]): number {
  const script = `
    const v8 = require('v8');
    let max = 0; const keep = [];
    for (let i = 0; i < 2000; i++) {
      const a = [];
      for (let j = 0; j < 2000; j++) a.push({ j, s: 'x' + j });
      keep.push(a); if (keep.length > 50) keep.shift();
      if (i % 50 === 0) max = Math.max(max, v8.getHeapSpaceStatistics().find((x) => x.space_name === 'new_space').space_size);
    }
    process.stdout.write(String(max / 1048576));`;
  return Number(execFileSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } }));
}

describe('serverNodeFlags', () => {
  it('asks for 64 MB semi-spaces, which Node takes: the young generation grows past the default', () => {
    const flags = serverNodeFlags('');
    expect(flags).toEqual(['--max-semi-space-size=64']);
    // V8's new space holds two semi-spaces: 32 MB at most with Node 20's default of 16 MB, 128 MB with the flag.
    expect(youngGenerationGrewTo(flags)).toBeGreaterThan(32);
  });

  it('leaves the size to NODE_OPTIONS when it sets one', () => {
    expect(serverNodeFlags('--max-semi-space-size=16')).toEqual([]);
    expect(serverNodeFlags('--enable-source-maps --max-semi-space-size=32')).toEqual([]);
    expect(serverNodeFlags('--max-old-space-size=2048')).toEqual(['--max-semi-space-size=64']);
  });
});
