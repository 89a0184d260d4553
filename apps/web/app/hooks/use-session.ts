/**
 * The signed-in session, read in one place (header, route guards, home redirect). The identity
 * module (issue 3) fills this from the server; until then every visitor is signed out.
 */
export type SessionUser = { id: string; firstName: string; email: string; isAdmin: boolean };

export type Session =
  { status: 'loading'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: SessionUser };

export function useSession(): Session & { signOut: () => Promise<void> } {
  return { status: 'signed-out', user: null, signOut: async () => undefined };
}
