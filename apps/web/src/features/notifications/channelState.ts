import { create } from 'zustand';

/** How long the bell waits for the channel before it asks on its own (a channel that cannot open). */
export const CHANNEL_WAIT_MS = 2000;

/**
 * Whether the bell may ask for its notifications: once the channel is open (the server now pushes what
 * changes, so the answer cannot miss one) or once waiting for it has failed. Asking first and refreshing
 * on open fetched the list twice on every page load.
 */
export const useChannelState = create<{ settled: boolean }>(() => ({ settled: false }));

export const settleChannel = (): void => useChannelState.setState({ settled: true });
export const unsettleChannel = (): void => useChannelState.setState({ settled: false });
