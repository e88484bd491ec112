// Lets the website's server-only modules load in a plain Node process, as
// jest.config.mjs maps them: bench/calls.ts calls the BFF's handler in its own
// process. Imported first, before anything that imports 'server-only'.
import Module from 'node:module';
import path from 'node:path';

const EMPTY = path.join(__dirname, '..', 'test', 'empty.js');
const resolver = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const original = resolver._resolveFilename;
resolver._resolveFilename = function resolveFilename(this: unknown, request: string, ...rest: unknown[]) {
  return request === 'server-only' ? EMPTY : original.call(this, request, ...rest);
};
