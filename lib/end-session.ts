// Signing out, from the browser: next-auth's signOut, made reliable. next-auth
// checks the CSRF token in the post against its cookie. When the cookie does
// not exist yet, every next-auth route sets a fresh one, so a GET
// /api/auth/session still in flight (SessionProvider's first fetch) can
// replace the cookie after /api/auth/csrf handed out its token: the post is
// then refused, and next-auth answers with its "Are you sure?" page
// (/api/auth/signout?csrf=true). The second try reads the token the cookie
// now holds. Client-only.

/** Ends the session; then goes to `to` when given (a full page load, as next-auth's own redirect does). */
export async function endSession(to?: string): Promise<void> {
  const { signOut } = await import('next-auth/react');
  for (let attempt = 0; attempt < 2; attempt++) {
    const { url } = await signOut({ redirect: false });
    if (!new URL(url, window.location.href).searchParams.has('csrf')) break;
  }
  if (to) window.location.href = to;
}
