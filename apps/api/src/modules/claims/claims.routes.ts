import type { FastifyInstance } from 'fastify';
import { ANSWERS, CLAIM_FILE_MIME, CLAIM_STATUS_LABELS, routes } from '@lease/contract';
import { accessFor } from '../../platform/auth/access.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { attachment } from '../../platform/http/attachment.js';
import { registerRoute } from '../../platform/http/register-route.js';
import { whoOf } from '../../platform/http/who.js';
import { offlineGeocoder, officeHoursBanner, placeOfZip } from './claims.extras.js';
import { moveClaim, recordPayment } from './claims.lifecycle.js';
import { addFiles } from './claims.add-files.js';
import { decideClaim } from './claims.decisions.js';
import { claimAssessmentFor, claimsDesk } from './claims.desk.js';
import {
  apartmentsFor,
  duplicateOf,
  landlordsFor,
  policiesFor,
  tenantsFor,
  wizardSetup,
} from './claims.lookups.js';
import { findClaimFile } from './claims.repository.js';
import { placesFor } from './claims.places.js';
import { storedFileName } from '../../platform/uploads/file-type.js';
import { claimsInScope, claimWithFiles, fileClaim } from './claims.service.js';
import { openStoredFile } from '../../platform/storage/stored-file.js';
import { sweepLostUploads } from './claims.sweep.js';
import { claimUploadOptions } from './claims.uploads.js';
import { keepStaged, stagedFiles } from '../../platform/uploads/staging.js';

const { claims } = routes;

/** The claim wizard's calls, filing a claim with its files, and the claim lists (file 2 §7 'Claim'). */
export function registerClaimRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, claims.claimSetup, async ({ actor }) => ({ data: await wizardSetup(ctx, actor) }));
  registerRoute(app, ctx, claims.claimLandlords, async ({ actor, query }) => ({
    data: await landlordsFor(ctx, actor, query.state),
  }));
  registerRoute(app, ctx, claims.claimProperties, async ({ actor, query }) => ({
    data: await apartmentsFor(ctx, actor, query.state, query.landlordId),
  }));
  registerRoute(app, ctx, claims.claimRiders, async ({ actor, query }) => ({
    data: await policiesFor(ctx, actor, query.propertyId),
  }));
  registerRoute(app, ctx, claims.claimTenants, async ({ actor, query }) => ({
    data: await tenantsFor(ctx, actor, query.riderId),
  }));
  registerRoute(app, ctx, claims.claimDuplicated, async ({ actor, query }) => ({
    data: await duplicateOf(ctx, actor, query.riderId),
  }));

  registerRoute(
    app,
    ctx,
    claims.createClaim,
    async ({ actor, body, request }) => {
      const claim = await fileClaim(
        ctx,
        whoOf(actor, request),
        actor,
        body.claimData,
        stagedFiles(request),
        body.otherFileKinds,
      );
      keepStaged(request);
      const message = `Claim ${claim.name} was submitted.`;
      return {
        status: 201,
        message,
        data: {
          status: 'success' as const,
          claimId: claim.name,
          data: { message, claimData: [{ Name: claim.name, CreatedDate: claim.createdAt.toISOString() }] },
        },
      };
    },
    { uploads: claimUploadOptions(ctx) },
  );

  registerRoute(app, ctx, claims.moveClaimStatus, async ({ actor, body, request }) => {
    const status = await moveClaim(ctx, whoOf(actor, request), actor, body);
    return { message: ANSWERS.claimNow(CLAIM_STATUS_LABELS[status]), data: { claim_status: status } };
  });
  registerRoute(app, ctx, claims.recordClaimPayment, async ({ actor, body, request }) => {
    const paid = await recordPayment(ctx, whoOf(actor, request), actor, body);
    return {
      message: paid.status === 'paid' ? ANSWERS.paidInFull : ANSWERS.paymentRecorded,
      data: { claim_status: paid.status, total_indemnity_payments: paid.total },
    };
  });
  registerRoute(
    app,
    ctx,
    claims.addClaimFiles,
    async ({ actor, body, request }) => {
      const added = await addFiles(
        ctx,
        whoOf(actor, request),
        actor,
        body.claimId,
        stagedFiles(request),
        body.otherFileKinds,
      );
      keepStaged(request);
      return {
        message: ANSWERS.documentsAdded(added.files),
        data: { claim_status: added.status, files: added.files },
      };
    },
    { uploads: claimUploadOptions(ctx) },
  );

  registerRoute(app, ctx, claims.buildingClaims, async ({ actor, query }) => {
    const { page, pageSize, sort, order, cursor, q, ...filter } = query;
    return {
      data: await claimsInScope(ctx, actor, { ...filter, q }, { page, pageSize, sort, order, cursor }),
    };
  });
  registerRoute(app, ctx, claims.userClaims, async ({ actor, query }) => {
    const { page, pageSize, sort, order, cursor, q, ...filter } = query;
    return {
      data: await claimsInScope(ctx, actor, { ...filter, q }, { page, pageSize, sort, order, cursor }),
    };
  });
  registerRoute(app, ctx, claims.claimRecord, async ({ actor, query }) => ({
    data: await claimWithFiles(ctx, actor, query.id),
  }));
  registerRoute(app, ctx, claims.claimAssessment, async ({ actor, query }) => ({
    data: await claimAssessmentFor(ctx, actor, query.id),
  }));
  registerRoute(app, ctx, claims.claimDesk, async ({ actor, query }) => ({
    data: await claimsDesk(ctx, actor, query),
  }));
  registerRoute(app, ctx, claims.decideClaim, async ({ actor, body, request }) => {
    const decided = await decideClaim(ctx, whoOf(actor, request), actor, body);
    return {
      message: ANSWERS.claimNow(CLAIM_STATUS_LABELS[decided.status]),
      data: { claim_status: decided.status, decision: decided.decision },
    };
  });
  registerRoute(app, ctx, claims.claimFile, async ({ actor, query, reply }) => {
    const file = await findClaimFile(ctx.database.db, accessFor(ctx, actor), query.fileId);
    if (!file) throw notFound('File');
    const body = await openStoredFile(ctx, file.storageKey, 'File');
    reply
      .type(CLAIM_FILE_MIME[file.fileType])
      .header('content-length', file.bytes)
      // Named by its type even when stored before names were (issue #22, finding 5).
      .header('content-disposition', attachment(storedFileName(file.fileName, file.fileType)));
    return { data: body };
  });

  registerRoute(app, ctx, claims.claimZip, async ({ query }) => ({
    data: await placeOfZip(offlineGeocoder, query.zip),
  }));
  const places = placesFor(ctx);
  registerRoute(app, ctx, claims.claimPlaces, async ({ query }) => ({
    data: await places.suggest(query.input),
  }));
  registerRoute(app, ctx, claims.claimPlace, async ({ query }) => ({
    data: await places.address(query.placeId),
  }));
  registerRoute(app, ctx, claims.claimOfficeHours, async () => ({
    data: { banner: officeHoursBanner(ctx) },
  }));

  // Hourly; a failed sweep is retried (the queue's two retries), and the next hour's sweeps what it missed.
  ctx.jobs.register(
    'claims.sweep-lost-uploads',
    async () => {
      const swept = await sweepLostUploads(ctx);
      if (swept.rows + swept.partial > 0) ctx.log.info(swept, 'leftovers of lost uploads removed');
    },
    { cron: '17 * * * *' },
  );
}
