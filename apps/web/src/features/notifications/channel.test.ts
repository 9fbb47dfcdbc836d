import { SOCKET_CLOSE } from '@lease/contract';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openChannel } from './channel';

/** The browser's WebSocket, standing in: records each socket opened, closed as the server would. */
class StandInSocket {
  static OPEN = 1;
  static opened: StandInSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    StandInSocket.opened.push(this);
  }
  send() {}
  close() {}
  closedByServer(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const handlers = { onOpen: () => undefined, onUpdate: () => undefined, onOther: () => undefined };

beforeEach(() => {
  vi.useFakeTimers();
  StandInSocket.opened = [];
  vi.stubGlobal('WebSocket', StandInSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('reconnects within half a second when the server restarts (1012), however often', () => {
  const stop = openChannel('u1', 'token', handlers);
  for (let restart = 1; restart <= 4; restart += 1) {
    StandInSocket.opened.at(-1)!.closedByServer(SOCKET_CLOSE.restart);
    vi.advanceTimersByTime(500);
    expect(StandInSocket.opened).toHaveLength(restart + 1);
  }
  stop();
});

it('backs off after a dropped connection, and stays closed when the session ended', () => {
  const stop = openChannel('u1', 'token', handlers);
  StandInSocket.opened[0]!.closedByServer(1006);
  vi.advanceTimersByTime(500);
  expect(StandInSocket.opened).toHaveLength(1);
  vi.advanceTimersByTime(1000);
  expect(StandInSocket.opened).toHaveLength(2);
  StandInSocket.opened[1]!.closedByServer(SOCKET_CLOSE.sessionEnded);
  vi.advanceTimersByTime(60_000);
  expect(StandInSocket.opened).toHaveLength(2);
  stop();
});
