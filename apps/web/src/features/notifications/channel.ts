import { SOCKET_CLOSE, SOCKET_PATH, SOCKET_PROTOCOL, type SocketServerMessage } from '@lease/contract';

/** Reconnect delays: 1 s doubling to 30 s, with jitter so a restarted server is not hit all at once. */
export const backoffMs = (attempt: number): number =>
  Math.min(30_000, 1000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);

/**
 * After a restart's close another instance is up behind the same address: back soon, spread over half
 * a second so an instance's sockets do not all land in the same instant.
 */
export const restartDelayMs = (): number => 100 + Math.random() * 400;

export interface ChannelHandlers {
  /** The channel is open (again): catch up on what was missed while it was closed. */
  onOpen(): void;
  /** §2.10: a message with status update runs the update callback… */
  onUpdate(message: SocketServerMessage): void;
  /** …and any other message the other callback. */
  onOther(message: SocketServerMessage): void;
}

/**
 * The §2.10 channel: opens with the stored user's id, reconnects with backoff, and says close before
 * it leaves. The token goes as the second subprotocol: a browser cannot set headers on a WebSocket.
 */
export function openChannel(userId: string, token: string, handlers: ChannelHandlers): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connect = () => {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`;
    const ws = new WebSocket(url, [SOCKET_PROTOCOL, token]);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ status: 'open', id: userId }));
    ws.onmessage = (event) => {
      let message: SocketServerMessage;
      try {
        message = JSON.parse(String(event.data)) as SocketServerMessage;
      } catch {
        return;
      }
      if (message.status === 'open') {
        attempt = 0;
        handlers.onOpen();
      } else if (message.status === 'update') handlers.onUpdate(message);
      else handlers.onOther(message);
    };
    ws.onclose = (event) => {
      socket = null;
      // The server closed a session that ended: the next API call sends the user to sign in.
      if (stopped || event.code === SOCKET_CLOSE.sessionEnded || event.code === SOCKET_CLOSE.notYourId)
        return;
      if (event.code === SOCKET_CLOSE.restart) {
        timer = setTimeout(connect, restartDelayMs());
        return;
      }
      timer = setTimeout(connect, backoffMs(attempt));
      attempt += 1;
    };
  };
  const leave = () => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ status: 'close' }));
  };
  window.addEventListener('pagehide', leave);
  connect();

  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('pagehide', leave);
    leave();
    socket?.close();
  };
}
