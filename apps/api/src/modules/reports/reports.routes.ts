import type { FastifyInstance } from 'fastify';
import { routes } from '@lease/contract';
import { accessFor } from '../../platform/auth/access.js';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { cancellationsByReason, claimsByStatus, claimsByType, premiums } from './reports.activity.js';
import { buildingCount, landlordCount, userCount } from './reports.counts.js';
import { timeToDecision } from './reports.decisions.js';
import { applicationsByStage, largest, policiesInForce } from './reports.policies.js';
import { reportView, type ReportQuery } from './reports.scope.js';

const { reports } = routes;

/** The report calls of file 1 §7 'Report' (the flagged count is the records module's). Read only. */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const viewOf = (actor: Actor, query: ReportQuery) => reportView(db, accessFor(ctx, actor), query);

  registerRoute(app, ctx, reports.appReport, async ({ actor, query }) => {
    const view = await viewOf(actor, query);
    // Each part is a few grouped reads through its own indexes; on PostgreSQL they run side by side.
    const [applications, inForce, byType, byStatus, cancellations, billed, top, decisions] =
      await Promise.all([
        applicationsByStage(db, view),
        policiesInForce(db, view),
        claimsByType(db, view),
        claimsByStatus(db, view),
        cancellationsByReason(db, view),
        premiums(db, view),
        largest(db, view),
        timeToDecision(db, view),
      ]);
    return {
      data: {
        type: view.type,
        from: view.from,
        to: view.to,
        applications,
        policiesInForce: inForce,
        claimsByType: byType,
        claimsByStatus: byStatus,
        cancellations,
        premiums: billed,
        largest: top,
        timeToDecision: decisions,
      },
    };
  });
  registerRoute(app, ctx, reports.userCount, async ({ actor, query }) => ({
    data: await userCount(db, await viewOf(actor, query)),
  }));
  registerRoute(app, ctx, reports.buildingCount, async ({ actor, query }) => ({
    data: await buildingCount(db, await viewOf(actor, query)),
  }));
  registerRoute(app, ctx, reports.landlordCount, async ({ actor, query }) => ({
    data: await landlordCount(db, await viewOf(actor, query)),
  }));
}
