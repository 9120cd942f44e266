import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_RECONNECT } from '@tradelink/shared/constants/timing';

// The connection manager against a stand-in socket: what the page does when the server admits or
// refuses the handshake, drops the connection, or the page is hidden and shown again.

type Handler = (...args: unknown[]) => void;

class FakeSocket {
  static last: FakeSocket | null = null;
  connected = false;
  active = false;
  id: string | undefined;
  connects = 0;
  private handlers = new Map<string, Handler[]>();
  private managerHandlers = new Map<string, Handler[]>();
  private opened = 0;
  io = {
    on: (event: string, handler: Handler) => this.managerHandlers.set(event, [...(this.managerHandlers.get(event) ?? []), handler]),
    removeAllListeners: () => this.managerHandlers.clear(),
  };

  constructor(
    readonly url: string,
    readonly options: Record<string, unknown>,
  ) {
    FakeSocket.last = this;
  }

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  onAny() {
    return this;
  }
  offAny() {
    return this;
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  connect() {
    this.connects += 1;
    this.active = true;
    return this;
  }
  disconnect() {
    const was = this.connected;
    this.connected = false;
    this.active = false;
    if (was) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  /** The `auth` the client would send in its next handshake. */
  handshake(): unknown {
    let sent: unknown;
    (this.options.auth as (send: (data: unknown) => void) => void)((data) => (sent = data));
    return sent;
  }

  // What the server does, driven by the tests.
  /** The server admitted the handshake. */
  open() {
    this.connected = true;
    this.id = `sid-${++this.opened}`;
    this.fire('connect');
  }
  /** The server's middleware refused the handshake: socket.io gives up on this connection. */
  refuse() {
    this.active = false;
    this.fire('connect_error', new Error('unauthorized'));
  }
  /** The connection failed (server down, network): socket.io keeps trying by itself. */
  failToConnect() {
    this.fire('connect_error', new Error('xhr poll error'));
  }
  serverDisconnect() {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }
  giveUp() {
    for (const h of this.managerHandlers.get('reconnect_failed') ?? []) h();
  }
  private fire(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) h(...args);
  }
}

vi.mock('socket.io-client', () => ({ io: (url: string, options: Record<string, unknown>) => new FakeSocket(url, options) }));

const { startSocket, stopSocket } = await import('./socket-manager.ts');
const { currentStatus, addReconnectHandler } = await import('./socket-store.ts');
const { getSocket } = await import('./socket.ts');

let visibility: 'visible' | 'hidden' = 'visible';
const visibilityListeners = new Set<() => void>();
const setVisibility = (next: 'visible' | 'hidden') => {
  visibility = next;
  for (const l of visibilityListeners) l();
};

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.stubGlobal('window', { location: { origin: 'https://tradelink.test' } });
  vi.stubGlobal('document', {
    get visibilityState() {
      return visibility;
    },
    addEventListener: (_: string, l: () => void) => visibilityListeners.add(l),
    removeEventListener: (_: string, l: () => void) => visibilityListeners.delete(l),
  });
});

afterEach(() => {
  stopSocket();
  visibilityListeners.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function connected(renewToken = vi.fn(async () => 'fresh-token' as string | null)) {
  const session = { token: vi.fn(() => 'chat-token'), renewToken };
  await startSocket(session);
  const socket = FakeSocket.last!;
  return { socket, session, renewToken };
}

describe('socket connection', () => {
  it('connects to the page’s origin with the spec’s reconnection settings', async () => {
    const { socket } = await connected();
    expect(socket.url).toBe('https://tradelink.test');
    expect(socket.options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      withCredentials: true,
      reconnectionAttempts: SOCKET_RECONNECT.attempts,
      reconnectionDelay: SOCKET_RECONNECT.delayMs,
      reconnectionDelayMax: SOCKET_RECONNECT.delayMaxMs,
      timeout: SOCKET_RECONNECT.timeoutMs,
    });
    expect(socket.connects).toBe(1);
  });

  it('sends the chat token in the handshake, read afresh at every connect; admitted, it reports connected and catches up', async () => {
    const caughtUp = vi.fn();
    const remove = addReconnectHandler(caughtUp);
    const { socket, session } = await connected();
    expect(currentStatus()).toBe('connecting');
    expect(socket.handshake()).toEqual({ token: 'chat-token' });
    session.token.mockReturnValue('renewed-token');
    expect(socket.handshake()).toEqual({ token: 'renewed-token' });
    expect(getSocket()).toBeNull();
    socket.open();
    expect(currentStatus()).toBe('connected');
    expect(getSocket()).toBe(socket);
    expect(caughtUp).toHaveBeenCalledTimes(1);
    remove();
  });

  it('sends no token when there is none: the session cookie alone decides', async () => {
    const { socket, session } = await connected();
    session.token.mockReturnValue(null as unknown as string);
    expect(socket.handshake()).toEqual({});
  });

  it('on a refused handshake fetches fresh tokens and retries once, then stays disconnected', async () => {
    const { socket, session, renewToken } = await connected();
    socket.refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(2);
    session.token.mockReturnValue('fresh-token');
    expect(socket.handshake()).toEqual({ token: 'fresh-token' });
    socket.refuse();
    await vi.advanceTimersByTimeAsync(5000);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(2);
    expect(currentStatus()).toBe('disconnected');
  });

  it('does not retry when fresh tokens say the user is logged out', async () => {
    const { socket } = await connected(vi.fn(async () => null));
    socket.refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.connects).toBe(1);
    expect(currentStatus()).toBe('disconnected');
  });

  it('leaves a failed connection (not a refusal) to socket.io’s own retries', async () => {
    const { socket, renewToken } = await connected();
    socket.failToConnect();
    await vi.advanceTimersByTimeAsync(0);
    expect(renewToken).not.toHaveBeenCalled();
    expect(currentStatus()).toBe('connecting');
    socket.open();
    expect(currentStatus()).toBe('connected');
  });

  it('after a refusal and a fresh token, an admitted handshake resets the retry', async () => {
    const { socket, renewToken } = await connected();
    socket.refuse();
    await vi.advanceTimersByTimeAsync(0);
    socket.open();
    expect(currentStatus()).toBe('connected');
    socket.serverDisconnect();
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT.delayMs);
    socket.refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(renewToken).toHaveBeenCalledTimes(2);
  });

  it('reconnects after the server drops a working connection', async () => {
    const { socket } = await connected();
    socket.open();
    socket.serverDisconnect();
    expect(currentStatus()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT.delayMs);
    expect(socket.connects).toBe(2);
  });

  it('stays disconnected once the reconnection attempts run out, until the page is shown again', async () => {
    const { socket } = await connected();
    socket.open();
    socket.connected = false;
    socket.giveUp();
    expect(currentStatus()).toBe('disconnected');
    setVisibility('hidden');
    setVisibility('visible');
    expect(socket.connects).toBe(2);
    expect(currentStatus()).toBe('connecting');
  });

  it('closes while the page is hidden and reconnects when it is shown', async () => {
    const { socket } = await connected();
    socket.open();
    setVisibility('hidden');
    expect(socket.connected).toBe(false);
    expect(currentStatus()).toBe('disconnected');
    expect(getSocket()).toBeNull();
    setVisibility('visible');
    expect(socket.connects).toBe(2);
    socket.open();
    expect(currentStatus()).toBe('connected');
  });

  it('logging out closes the socket for good', async () => {
    const { socket } = await connected();
    socket.open();
    stopSocket();
    expect(socket.connected).toBe(false);
    expect(getSocket()).toBeNull();
    setVisibility('hidden');
    setVisibility('visible');
    expect(socket.connects).toBe(1);
  });
});
