import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_RECONNECT } from '@tradelink/shared/constants/timing';

// The connection manager against a stand-in socket: what the page does when the server accepts or
// refuses the chat token, drops the connection, or the page is hidden and shown again.

type Handler = (...args: unknown[]) => void;

class FakeSocket {
  static last: FakeSocket | null = null;
  connected = false;
  active = false;
  id: string | undefined;
  connects = 0;
  emitted: Array<{ event: string; args: unknown[] }> = [];
  private handlers = new Map<string, Handler[]>();
  private managerHandlers = new Map<string, Handler[]>();
  private ack: Handler | null = null;
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
  timeout(ms: number) {
    return {
      emit: (event: string, ...args: unknown[]) => {
        const callback = args.pop() as Handler;
        this.emitted.push({ event, args });
        this.ack = callback;
        setTimeout(() => {
          if (this.ack === callback) {
            this.ack = null;
            callback(new Error('timeout'));
          }
        }, ms);
      },
    };
  }

  // What the server does, driven by the tests.
  open() {
    this.connected = true;
    this.id = `sid-${++this.opened}`;
    this.fire('connect');
  }
  answer(result: { ok: boolean }) {
    const callback = this.ack;
    this.ack = null;
    callback?.(null, result);
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

  it('authenticates with the chat token after connecting, then reports connected and catches up', async () => {
    const caughtUp = vi.fn();
    const remove = addReconnectHandler(caughtUp);
    const { socket } = await connected();
    socket.open();
    expect(socket.emitted).toEqual([{ event: 'authenticate', args: ['chat-token'] }]);
    expect(currentStatus()).toBe('connecting');
    expect(getSocket()).toBeNull();
    socket.answer({ ok: true });
    expect(currentStatus()).toBe('connected');
    expect(getSocket()).toBe(socket);
    expect(caughtUp).toHaveBeenCalledTimes(1);
    remove();
  });

  it('takes silence as success: the handshake cookie already authenticated the socket', async () => {
    const { socket } = await connected();
    socket.open();
    await vi.advanceTimersByTimeAsync(2000);
    expect(currentStatus()).toBe('connected');
  });

  it('on a refused token fetches fresh tokens and retries once, then stays disconnected', async () => {
    const { socket, session, renewToken } = await connected();
    socket.open();
    socket.answer({ ok: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(2);
    session.token.mockReturnValue('fresh-token');
    socket.open();
    expect(socket.emitted.at(-1)).toEqual({ event: 'authenticate', args: ['fresh-token'] });
    socket.answer({ ok: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(socket.connects).toBe(2);
    expect(currentStatus()).toBe('disconnected');
  });

  it('does not retry when fresh tokens say the user is logged out', async () => {
    const { socket } = await connected(vi.fn(async () => null));
    socket.open();
    socket.answer({ ok: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.connects).toBe(1);
    expect(currentStatus()).toBe('disconnected');
  });

  it('reconnects after the server drops a working connection', async () => {
    const { socket } = await connected();
    socket.open();
    socket.answer({ ok: true });
    socket.serverDisconnect();
    expect(currentStatus()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(SOCKET_RECONNECT.delayMs);
    expect(socket.connects).toBe(2);
  });

  it('stays disconnected once the reconnection attempts run out, until the page is shown again', async () => {
    const { socket } = await connected();
    socket.open();
    socket.answer({ ok: true });
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
    socket.answer({ ok: true });
    setVisibility('hidden');
    expect(socket.connected).toBe(false);
    expect(currentStatus()).toBe('disconnected');
    expect(getSocket()).toBeNull();
    setVisibility('visible');
    expect(socket.connects).toBe(2);
    socket.open();
    socket.answer({ ok: true });
    expect(currentStatus()).toBe('connected');
  });

  it('logging out closes the socket for good', async () => {
    const { socket } = await connected();
    socket.open();
    socket.answer({ ok: true });
    stopSocket();
    expect(socket.connected).toBe(false);
    expect(getSocket()).toBeNull();
    setVisibility('hidden');
    setVisibility('visible');
    expect(socket.connects).toBe(1);
  });
});
