import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events';
import type { OverlayName } from '../../domain/overlay-presence';

// The realtime connection (docs/product/realtime.md): one socket.io connection per browser page, shared by
// every component that listens, opened while at least one listens. WebSocket only, like the server
// (docs/decisions/005-realtime.md). Failures are logged here; pages read the connection state to reload
// what they may have missed, to say after 10 s that it is lost (connection-lost.ts) and, on the overlays,
// to show a small stale marker. After any disconnect, whoever caused it, the connection comes back by
// itself while the page listens (docs/decisions/032-lost-connections.md).
//
// This file takes no zod and no React: the stream overlays use it, and their code must stay small (the
// hooks for React pages are in use-realtime.ts). Each listener says how to read its event's payload (the
// contract's schema, see socket-readers.ts) and an event that does not read is dropped and logged here.

export type RealtimeEvent = keyof ServerToClientEvents;

/** Reads an event's payload into what the page uses; undefined when it does not have the right shape. */
export type PayloadReader<T> = (payload: unknown) => T | undefined;

type ConnectionState = 'connecting' | 'connected' | 'disconnected';

export interface RealtimeStatus {
  state: ConnectionState;
  /** Successful connections so far; it changes on every reconnect, when missed events must be reloaded. */
  connections: number;
}

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: RealtimeSocket | undefined;
let users = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
export const connectingStatus: RealtimeStatus = { state: 'connecting', connections: 0 };
let status: RealtimeStatus = connectingStatus;
// What the connection proves about its page in socket.io's handshake, read on every (re)connect: a
// signed-in organiser's token (setRealtimeAuth) and, on an overlay, which one it is (identifyOverlay).
let sessionAuth: Record<string, string> = {};
let overlayAuth: Record<string, string> = {};
let handshakeAuth: Record<string, string> = {};
// What the current connection's handshake carried, to tell whether it must be made again.
let sentAuth = '{}';
const statusListeners = new Set<() => void>();
// Told when the server refuses the connection for good (a crew pass revoked or expired).
const refusalListeners = new Set<(reason: string) => void>();

// socket.io's client never reconnects by itself after the server ended the connection ("io server
// disconnect"), so this page does, waiting as socket.io would: 1 s, doubling up to 5 s. The wait grows
// only while the server keeps ending connections soon after they were made.
const comebackDelayMs = 1_000;
const comebackDelayMaxMs = 5_000;
let comebacks = 0;
let comebackTimer: ReturnType<typeof setTimeout> | undefined;
let connectedAtMs = 0;

function comeBack(connection: RealtimeSocket) {
  if (Date.now() - connectedAtMs >= comebackDelayMaxMs) comebacks = 0;
  const delay = Math.min(comebackDelayMaxMs, comebackDelayMs * 2 ** comebacks);
  comebacks += 1;
  clearTimeout(comebackTimer);
  comebackTimer = setTimeout(() => {
    if (users > 0 && !connection.active) connection.connect();
  }, delay);
}

function setStatus(next: RealtimeStatus) {
  status = next;
  for (const listener of statusListeners) listener();
}

function createSocket(): RealtimeSocket {
  // socket.io's own defaults, written out because the product names them (docs/product/realtime.md, "The
  // connection"): 20 s to connect, then retries 1 s apart growing to 5 s.
  const created: RealtimeSocket = io({
    transports: ['websocket'],
    timeout: 20_000,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 5_000,
    autoConnect: false,
    auth: (send) => {
      sentAuth = JSON.stringify(handshakeAuth);
      send(handshakeAuth);
    },
  });
  created.on('connect', () => {
    // The auth changed after this handshake was sent: connect again with the new one.
    if (sentAuth !== JSON.stringify(handshakeAuth)) {
      created.disconnect().connect();
      return;
    }
    connectedAtMs = Date.now();
    setStatus({ state: 'connected', connections: status.connections + 1 });
  });
  created.on('disconnect', (reason) => {
    setStatus({ ...status, state: users > 0 ? 'disconnected' : 'connecting' });
    if (reason !== 'io client disconnect') console.error(`Live updates: connection lost (${reason})`);
    if (reason === 'io server disconnect' && users > 0) comeBack(created);
  });
  created.on('connect_error', (error) => {
    setStatus({ ...status, state: 'disconnected' });
    console.error(`Live updates: could not connect (${error.message})`);
    // Refused by the server's middleware: socket.io does not retry, so whoever holds the auth hears why.
    if (!created.active) for (const listener of refusalListeners) listener(error.message);
  });
  return created;
}

/**
 * Sets what the next handshakes carry (an organiser token, or nothing after sign-out) and, if the page is
 * connected, reconnects at once so the server sees it; listeners stay, and reload as after any reconnect.
 */
export function setRealtimeAuth(auth: Record<string, string>): void {
  sessionAuth = auth;
  updateAuth();
}

/**
 * Makes the next handshakes say which overlay this page is, with a random id made once per page load, so
 * the dashboard can tell the streamer when it lost its connection (docs/product/realtime.md). Call it
 * before the first listener; the page then also hangs up as it goes, so a closed overlay is not
 * reported as lost.
 */
export function identifyOverlay(overlay: OverlayName): void {
  const first = overlayAuth.overlayId === undefined;
  overlayAuth = { overlay, overlayId: overlayAuth.overlayId ?? randomOverlayId() };
  updateAuth();
  if (!first) return;
  addEventListener('pagehide', () => socket?.disconnect());
  // Back from the browser's page cache: its listeners are still there, its connection is not.
  addEventListener('pageshow', (event) => {
    if (event.persisted && users > 0) socket?.connect();
  });
}

// Insecure origins (an OBS machine reaching the site by plain http and a LAN name) have no
// crypto.randomUUID; getRandomValues works everywhere.
function randomOverlayId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function updateAuth() {
  const auth = { ...overlayAuth, ...sessionAuth };
  if (JSON.stringify(auth) === JSON.stringify(handshakeAuth)) return;
  handshakeAuth = auth;
  // A connection still being made reads the new auth when it sends its handshake (or, if that was already
  // sent, reconnects on 'connect'): closing it now would only make the browser log a WebSocket warning.
  if (socket?.connected) socket.disconnect().connect();
  // A connection the server refused (and so left) is made again with the new auth.
  else if (socket && !socket.active && users > 0) socket.connect();
}

/**
 * Calls `listener` with the server's reason whenever it refuses the connection outright (a crew pass that
 * was revoked or expired), until the returned function is called.
 */
export function onRealtimeRefused(listener: (reason: string) => void): () => void {
  refusalListeners.add(listener);
  return () => {
    refusalListeners.delete(listener);
  };
}

/** Opens the connection (if it is not open) and keeps it open until as many release() calls. */
export function retain(): RealtimeSocket {
  clearTimeout(closeTimer);
  socket ??= createSocket();
  users += 1;
  if (!socket.active) socket.connect();
  return socket;
}

export function release() {
  users -= 1;
  // A moment's grace, so a page that unmounts and mounts again (React's StrictMode, a quick navigation)
  // keeps its connection instead of dropping and redialling it.
  if (users === 0) {
    clearTimeout(comebackTimer);
    closeTimer = setTimeout(() => users === 0 && socket?.disconnect(), 1_000);
  }
}

/** The connection state now. */
export const realtimeStatus = (): RealtimeStatus => status;

/** Calls `listener` on every change of the connection state until the returned function is called. */
export function subscribeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
}

/**
 * Calls `onStatus` with the connection state on every change until the returned function is called,
 * keeping the connection open meanwhile (for a page without React: the overlay).
 */
export function watchRealtimeStatus(onStatus: (status: RealtimeStatus) => void): () => void {
  retain();
  const unsubscribe = subscribeStatus(() => onStatus(status));
  return () => {
    unsubscribe();
    release();
  };
}

/**
 * Calls `onEvent` with each valid payload of `event` until the returned function is called, keeping the
 * connection open meanwhile.
 */
export function listenRealtime<T>(
  event: RealtimeEvent,
  read: PayloadReader<T>,
  onEvent: (item: T) => void,
): () => void {
  const connection = retain();
  const listener = (payload: unknown) => {
    const item = read(payload);
    if (item === undefined) console.error(`Live updates: ignored a malformed '${event}' event`, payload);
    else onEvent(item);
  };
  // The typed socket wants the contract's listener type; this one takes unknown on purpose.
  const untyped = connection as unknown as Socket;
  untyped.on(event, listener);
  return () => {
    untyped.off(event, listener);
    release();
  };
}

/**
 * Calls `onConnected` after each new connection (the first one included, if it is still to come) until
 * the returned function is called, keeping the connection open meanwhile. Events sent while the
 * connection was down are not replayed, so this is when a page reads again what it may have missed.
 */
export function onRealtimeConnected(onConnected: () => void): () => void {
  retain();
  let seen = status.connections;
  const unsubscribe = subscribeStatus(() => {
    if (status.connections === seen) return;
    seen = status.connections;
    onConnected();
  });
  return () => {
    unsubscribe();
    release();
  };
}
