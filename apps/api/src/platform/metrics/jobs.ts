import { Gauge, type Registry } from 'prom-client';
import type { JobQueue } from '../jobs/queue.js';
import type { Queried } from './queried.js';

/** Each job's queue as pg-boss last counted it (see JobQueue.counts): waiting, running, failed for good. */
export function jobGauges(jobs: JobQueue, registry: Registry, queried: Queried): void {
  new Gauge({
    name: 'lease_jobs',
    help: 'Jobs by name and state (queued, active, failed), as the job queue last counted them (every minute).',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
    async collect() {
      await queried(
        'jobs',
        async () => {
          const counts = await jobs.counts();
          this.reset();
          for (const { name, queued, active, failed } of counts) {
            this.set({ name, state: 'queued' }, queued);
            this.set({ name, state: 'active' }, active);
            this.set({ name, state: 'failed' }, failed);
          }
        },
        () => this.reset(),
      );
    },
  });
}
