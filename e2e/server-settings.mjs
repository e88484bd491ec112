// Settings the e2e server runs with, shared by e2e/server.mjs and the specs
// that need them (e.g. to mint a session cookie the server accepts).
export const E2E_NEXTAUTH_SECRET = 'e2e-secret-at-least-32-characters-long!!';
