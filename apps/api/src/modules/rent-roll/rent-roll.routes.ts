import type { FastifyInstance } from 'fastify';
import { routes } from '@lease/contract';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { registerRentRollJob } from './rent-roll.job.js';
import { importStatus, mappingOf, previewRentRoll, RENT_ROLL_JOB, startImport } from './rent-roll.service.js';
import { keepRentRoll, rentRollUploadOptions, storedRentRoll } from './rent-roll.uploads.js';

const { rentRoll } = routes;

/** Rent-roll import (issue #26, decision 0031): the remembered mapping, the preview, the import job and its progress. */
export function registerRentRollRoutes(app: FastifyInstance, ctx: AppContext): void {
  const uploads = rentRollUploadOptions(ctx);
  registerRoute(app, ctx, rentRoll.rentRollMapping, async ({ actor, query }) => ({
    data: await mappingOf(ctx, actor, query.landlordId),
  }));
  registerRoute(
    app,
    ctx,
    rentRoll.previewRentRoll,
    async ({ actor, body, request }) => ({
      data: await previewRentRoll(ctx, actor, body, storedRentRoll(request)),
    }),
    { uploads },
  );
  registerRoute(
    app,
    ctx,
    rentRoll.importRentRoll,
    async ({ actor, body, request }) => {
      const data = await startImport(ctx, whoOf(actor, request), actor, body, storedRentRoll(request));
      keepRentRoll(request);
      return { status: 201, message: `Importing ${data.rows} rows of ${data.fileName}.`, data };
    },
    { uploads },
  );
  registerRoute(app, ctx, rentRoll.rentRollImportStatus, async ({ actor, query }) => ({
    data: await importStatus(ctx, actor, query.id),
  }));
  registerRentRollJob(ctx, RENT_ROLL_JOB);
}
