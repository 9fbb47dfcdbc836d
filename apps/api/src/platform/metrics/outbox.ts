import { Gauge, type Registry } from 'prom-client';
import type { Queryable } from '../../db/client.js';
import { outboxBacklog } from '../mail/outbox.js';
import { sharedRead, type Queried } from './queried.js';

/** The outbox's messages waiting for delivery, and how long the oldest of them has waited. */
export function outboxGauges(db: Queryable, registry: Registry, queried: Queried): void {
  const backlog = sharedRead(() => outboxBacklog(db));
  new Gauge({
    name: 'lease_outbox_backlog',
    help: 'Messages (e-mail, SMS, voice) waiting in the outbox: not sent, not deleted, not given up.',
    registers: [registry],
    async collect() {
      await queried(
        'outbox',
        async () => this.set((await backlog()).waiting),
        () => this.set(NaN),
      );
    },
  });
  new Gauge({
    name: 'lease_outbox_oldest_age_seconds',
    help: 'How long the oldest message waiting in the outbox has waited; 0 when none waits.',
    registers: [registry],
    async collect() {
      await queried(
        'outbox',
        async () => {
          const { oldest } = await backlog();
          this.set(oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
        },
        () => this.set(NaN),
      );
    },
  });
}
