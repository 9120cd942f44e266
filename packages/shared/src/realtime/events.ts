// Typed socket.io events. The chat issue adds its events here; both sides import these maps.

export interface ServerToClientEvents {
  /** The session behind this socket ended (logout elsewhere, password change). */
  'session:ended': () => void;
  /** A tracked notification count changed; the client refetches the counts. */
  'notification:changed': () => void;
}

export interface ClientToServerEvents {
  /** Authenticates a socket that connected without a session cookie, with a chat token. */
  authenticate: (token: string, ack: (result: { ok: boolean }) => void) => void;
}

/** Room names: one per user and one per chat identity (BUR... / SUP...). */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  identity: (identity: string) => `identity:${identity}`,
};
