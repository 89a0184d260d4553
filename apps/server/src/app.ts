import compress from '@fastify/compress';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import type { Config } from './env';
import {
  classifyRouteOf,
  drpRouteOf,
  fileFormsOf,
  membershipCallbacks,
  refileOf,
  scanFollowUps,
  signUpFollowUps,
} from './app-wiring';
import { compiledSerializerCompiler, contractSerializerCompiler } from './lib/zod-contract';
import authPlugin from './plugins/auth';
import blobStorePlugin from './plugins/blob-store';
import browserPlugin from './plugins/browser';
import inboundMailPlugin from './plugins/inbound-mail';
import playbooksPlugin from './plugins/playbooks';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import eventsPlugin from './plugins/events';
import hiddenPagesPlugin from './plugins/hidden-pages';
import httpsRedirectPlugin from './plugins/https-redirect';
import idempotencyPlugin from './plugins/idempotency';
import inputGuardPlugin from './plugins/input-guard';
import jobsPlugin from './plugins/jobs';
import messagingPlugin from './plugins/messaging';
import paymentsPlugin from './plugins/payments';
import rateLimitPlugin from './plugins/rate-limit';
import searchProvidersPlugin from './plugins/search-providers';
import secretBoxPlugin from './plugins/secret-box';
import securityHeadersPlugin from './plugins/security-headers';
import webPlugin from './plugins/web/index';
import accountExportRoutes from './modules/account/export-routes';
import accountJobs from './modules/account/jobs';
import accountRoutes from './modules/account/routes';
import apiKeyBearer from './modules/api-keys/bearer';
import apiKeyRoutes from './modules/api-keys/routes';
import mcpRoutes from './modules/mcp/routes';
import protectedResourceRoutes from './modules/mcp/protected-resource';
import secretRoutes from './modules/secrets/routes';
import agreementRoutes from './modules/agreement/routes';
import assessmentJobs from './modules/assessment/jobs';
import assessmentRoutes from './modules/assessment/routes';
import contactJobs from './modules/contact/jobs';
import contactRoutes from './modules/contact/routes';
import courtAttorneyRoutes from './modules/court-records/attorney-routes';
import courtOperatorRoutes from './modules/court-records/operator-routes';
import courtRoutes, { publicCourtRoutes } from './modules/court-records/routes';
import errorReportJobs from './modules/error-reports/jobs';
import errorReportRoutes from './modules/error-reports/routes';
import healthRoutes from './modules/health/routes';
import identityRoutes from './modules/identity/routes';
import operatorReadAudit from './modules/audit/read-audit';
import membershipJobs from './modules/membership/jobs';
import membershipRoutes from './modules/membership/routes';
import monitoringJobs from './modules/monitoring/jobs';
import monitoringRoutes from './modules/monitoring/routes';
import onboardingRoutes from './modules/onboarding/routes';
import notificationJobs from './modules/notifications/jobs';
import notificationRoutes from './modules/notifications/routes';
import outboxRoutes from './modules/outbox/routes';
import profileRoutes from './modules/profile/routes';
import protectedProfileRoutes from './modules/protected-profiles/routes';
import profileConsentRoutes from './modules/protected-profiles/consent-routes';
import removalRunnerJobs from './modules/removal-runner/jobs';
import removalRunnerRoutes from './modules/removal-runner/routes';
import requestJobs from './modules/requests/jobs';
import operatorRoutes from './modules/operator/routes';
import operatorEvidenceRoutes from './modules/operator/evidence-upload-routes';
import memberRoutes from './modules/members/routes';
import auditRoutes from './modules/audit/routes';
import requestRoutes from './modules/requests/routes';
import resultsRoutes from './modules/requests/results-routes';
import searchJobs from './modules/search/jobs';
import searchRoutes from './modules/search/routes';
import devToolRoutes from './modules/dev-tools/routes';
import dropJobs from './modules/drop/jobs';
import dropRoutes from './modules/drop/routes';
import drpJobs from './modules/drp/jobs';
import drpRoutes from './modules/drp/routes';
import registryJobs from './modules/registry/jobs';
import registryRoutes from './modules/registry/routes';

export type AppOptions = {
  config: Config;
  /** Opened and migrated before the app loads (build-server.ts), closed with the app. */
  database: Database;
  /** Serve the built web app (off for API-only tests). */
  serveWeb?: boolean;
  /** Start the job queue in onReady (default); server.ts and worker.ts start it as a step of their own. */
  startJobsOnReady?: boolean;
};

/** Each feature's background jobs (modules/<f>/jobs.ts); the queue starts once the app is ready. */
async function registerJobs(fastify: FastifyInstance, config: Config): Promise<void> {
  await fastify.register(accountJobs);
  await fastify.register(contactJobs);
  await fastify.register(errorReportJobs);
  await fastify.register(notificationJobs, { config });
  // Modules import only downward; a lower one that must make a higher one act gets a callback
  // (app-wiring.ts, docs/architecture.md "Module graph").
  await fastify.register(requestJobs, { config, onRefiled: refileOf(fastify) });
  await fastify.register(removalRunnerJobs, { config, drpRoute: drpRouteOf(fastify, config) });
  await fastify.register(searchJobs, { followUps: scanFollowUps(fastify) });
  await fastify.register(assessmentJobs);
  await fastify.register(membershipJobs, { config });
  await fastify.register(monitoringJobs, { config });
  await fastify.register(drpJobs, { config });
  await fastify.register(dropJobs);
  // Each registry broker's page is classified with the runner's route rule (issue 30 item 1).
  await fastify.register(registryJobs, {
    config,
    classifyRoute: classifyRouteOf({ allowLoopback: config.allowLoopbackFetch }),
  });
}

/** Every feature's routes under /api; `fastify` is the app, for the callbacks wired between modules. */
async function registerApiRoutes(api: FastifyInstance, fastify: FastifyInstance, config: Config): Promise<void> {
  await api.register(errorReportRoutes);
  await api.register(identityRoutes, {
    adminEmails: config.adminEmails,
    followUps: signUpFollowUps(fastify),
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  await api.register(outboxRoutes, { config });
  await api.register(profileRoutes);
  await api.register(accountRoutes);
  await api.register(accountExportRoutes);
  await api.register(contactRoutes);
  await api.register(assessmentRoutes, { secureCookies: config.publicUrl.startsWith('https:') });
  await api.register(notificationRoutes);
  await api.register(searchRoutes);
  await api.register(requestRoutes, { fileForms: fileFormsOf(fastify) });
  await api.register(operatorRoutes);
  await api.register(operatorEvidenceRoutes);
  await api.register(memberRoutes);
  await api.register(auditRoutes);
  await api.register(removalRunnerRoutes, { config });
  await api.register(membershipRoutes, { config, ...membershipCallbacks(fastify) });
  await api.register(agreementRoutes, { config });
  await api.register(protectedProfileRoutes);
  await api.register(profileConsentRoutes, { config });
  await api.register(onboardingRoutes);
  await api.register(apiKeyRoutes);
  await api.register(mcpRoutes, { config });
  await api.register(secretRoutes);
  await api.register(resultsRoutes);
  await api.register(devToolRoutes, { config });
  await api.register(publicCourtRoutes);
  await api.register(courtRoutes, { config });
  await api.register(courtAttorneyRoutes, { config });
  await api.register(courtOperatorRoutes, { config });
  await api.register(monitoringRoutes, { config });
  await api.register(drpRoutes, { config });
  await api.register(dropRoutes);
  await api.register(registryRoutes);
}

/** The whole app as one Fastify plugin: server.ts, worker.ts and the tests register it. */
const app: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  const { config } = options;
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(
    config.responseSerializer === 'compiled' ? compiledSerializerCompiler : contractSerializerCompiler,
  );

  // Compression applies to routes (and the not-found handler) registered after it: first.
  await fastify.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await fastify.register(securityHeadersPlugin);
  await fastify.register(httpsRedirectPlugin, { config });
  await fastify.register(errorsPlugin);
  await fastify.register(inputGuardPlugin);
  await fastify.register(dbPlugin, { database: options.database });
  await fastify.register(secretBoxPlugin, { config });
  await fastify.register(eventsPlugin);
  await fastify.register(jobsPlugin, { config, startOnReady: options.startJobsOnReady ?? true });
  await fastify.register(rateLimitPlugin, { config });
  await fastify.register(messagingPlugin, { config });
  await fastify.register(paymentsPlugin, { config });
  await fastify.register(authPlugin, { config });
  await fastify.register(operatorReadAudit);
  await fastify.register(idempotencyPlugin);
  await fastify.register(apiKeyBearer, { config });
  await fastify.register(searchProvidersPlugin, { config });
  await fastify.register(blobStorePlugin, { config });
  await fastify.register(browserPlugin, { config });
  await fastify.register(playbooksPlugin, { config });
  await fastify.register(inboundMailPlugin, { config });
  await fastify.register(docsPlugin, { config });
  await fastify.register(hiddenPagesPlugin, { config });

  await registerJobs(fastify, config);

  await fastify.register(healthRoutes);
  await fastify.register(protectedResourceRoutes, { config });
  await fastify.register((api) => registerApiRoutes(api, fastify, config), { prefix: '/api' });

  if (options.serveWeb ?? true) {
    await fastify.register(webPlugin, { distDir: config.webDistDir, gtmId: config.gtmId });
  }
};

export default app;
