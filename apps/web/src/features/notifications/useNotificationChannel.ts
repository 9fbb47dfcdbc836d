import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CLAIM_STATUS_LABELS, type Notification } from '@lease/contract';
import { readToken } from '../../api/session';
import { useAuthStore } from '../../store/auth';
import { toast } from '../../ui/toast';
import { openChannel } from './channel';
import { claimKeys } from '../../api/keys/claimKeys';
import { CHANNEL_WAIT_MS, settleChannel, unsettleChannel, useChannelState } from './channelState';
import { notificationKeys } from './notificationQueries';

type Page = { rows: Notification[]; total: number };

/**
 * Opens the real-time channel for the signed-in user while the shell is shown. A new notification is
 * appended to the active list at once (§2.10); any push, and every (re)open, refreshes the notification
 * queries, which is how a reconnecting client catches up on what it missed. A claim the user filed that
 * moved is announced and its views refreshed.
 */
export function useNotificationChannel(): void {
  const userId = useAuthStore((s) => s.currentUser?.id);
  const client = useQueryClient();
  useEffect(() => {
    const token = readToken();
    if (!userId || !token) return;
    const refresh = () => void client.invalidateQueries({ queryKey: notificationKeys.all });
    // The bell waits for the channel, but not for ever: a blocked socket still gets a list.
    const waited = setTimeout(settleChannel, CHANNEL_WAIT_MS);
    const close = openChannel(userId, token, {
      onOpen: () => {
        clearTimeout(waited);
        if (useChannelState.getState().settled) {
          refresh();
          return;
        }
        // The first open: what was asked before it may predate the subscription; the bell asks now.
        settleChannel();
        void client.invalidateQueries({
          queryKey: notificationKeys.all,
          predicate: (q) => q.state.dataUpdatedAt > 0 || q.state.fetchStatus === 'fetching',
        });
      },
      onUpdate: refresh,
      onOther: (message) => {
        // A claim the user filed moved: say so, and refresh what shows it.
        if (message.status === 'claim') {
          toast.info(`Claim ${message.data.name} is now ${CLAIM_STATUS_LABELS[message.data.claim_status]}.`);
          void client.invalidateQueries({ queryKey: claimKeys.detail(message.data.id) });
          void client.invalidateQueries({ queryKey: claimKeys.all });
          return;
        }
        if (message.status === 'notification' && message.data.active) {
          const added = message.data;
          client.setQueryData<Page>(notificationKeys.active, (page) =>
            page && !page.rows.some((n) => n.id === added.id)
              ? { rows: [added, ...page.rows], total: page.total + 1 }
              : page,
          );
        }
        refresh();
      },
    });
    return () => {
      clearTimeout(waited);
      unsettleChannel();
      close();
    };
  }, [userId, client]);
}
