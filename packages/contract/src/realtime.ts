import { z } from 'zod';

export * from './socket.js';

/** What a client sends: open with its user id, update to be told to refresh, close before it leaves. */
export const socketClientMessageSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('open'), id: z.string().max(64) }),
  z.strictObject({ status: z.literal('update') }),
  z.strictObject({ status: z.literal('close') }),
]);
export type SocketClientMessage = z.infer<typeof socketClientMessageSchema>;
