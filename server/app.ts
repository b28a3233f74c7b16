import type { IncomingMessage, Server, ServerResponse } from "node:http";
import path from "node:path";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { LogController, type FastifyError } from "fastify";
import type { ServerBuild } from "react-router";
import { accountRoutes } from "#server/features/accounts/account-routes.ts";
import { articleEditorRoutes } from "#server/features/publishing/article-editor-routes.ts";
import { articlePublishingRoutes } from "#server/features/publishing/article-publishing-routes.ts";
import { articleRoutes } from "#server/features/publishing/article-routes.ts";
import { auditLogRoutes } from "#server/features/staff/audit-log-routes.ts";
import { userRoutes } from "#server/features/accounts/user-routes.ts";
import { staffEntityRoutes } from "#server/features/entities/staff-entity-routes.ts";
import { authRoutes } from "#server/features/accounts/auth-routes.ts";
import { accountLinkRoutes } from "#server/features/accounts/account-link-routes.ts";
import { registerAccessControl } from "#server/platform/auth/guard.ts";
import { contactRoutes } from "#server/features/inquiries/contact-routes.ts";
import { contactInquiryRoutes } from "#server/features/inquiries/staff-inquiry-routes.ts";
import { prospectRoutes } from "#server/features/prospects/prospect-routes.ts";
import { offeringRoutes } from "#server/features/offerings/offering-routes.ts";
import { dataRoomRoutes } from "#server/features/offerings/data-room-routes.ts";
import { questionnaireRoutes } from "#server/features/subscriptions/questionnaire/questionnaire-routes.ts";
import { dashboardRoutes } from "#server/features/staff/dashboard-routes.ts";
import { documentRoutes } from "#server/features/documents/document-routes.ts";
import { fundOperationsRoutes } from "#server/features/fund-ledger/fund-operation-routes.ts";
import { waterfallRoutes } from "#server/features/fund-economics/waterfall-routes.ts";
import { achPaymentRoutes } from "#server/features/fund-ledger/payments/ach-payment-routes.ts";
import { fundWorkbookRoutes } from "#server/features/fund-ledger/fund-workbook-routes.ts";
import { fundTermsRoutes } from "#server/features/fund-terms/fund-terms-routes.ts";
import { positionTransferRoutes } from "#server/features/fund-ledger/position-transfer-routes.ts";
import { firmEventRoutes } from "#server/features/fund-ledger/firm-event-routes.ts";
import { investmentRoutes } from "#server/features/fund-ledger/investment-routes.ts";
import { investorRoutes } from "#server/features/fund-ledger/investor-routes.ts";
import { entityPeopleRoutes } from "#server/features/entities/entity-people-routes.ts";
import { taxBankRoutes } from "#server/features/entities/tax-bank-routes.ts";
import { kycRoutes } from "#server/features/kyc/kyc-routes.ts";
import { subscriptionReviewRoutes } from "#server/features/subscriptions/review/review-routes.ts";
import { subscriptionSigningRoutes } from "#server/features/subscriptions/signing/signing-routes.ts";
import { mailRoutes } from "#server/features/staff/mail-outbox-routes.ts";
import { mailUnsubscribeRoutes } from "#server/features/accounts/mail-unsubscribe-routes.ts";
import { mediaRoutes } from "#server/features/publishing/media-routes.ts";
import { resourceRoutes } from "#server/features/publishing/resource-routes.ts";
import { videoRoutes } from "#server/features/publishing/video-routes.ts";
import { podcastRoutes } from "#server/features/publishing/podcast-routes.ts";
import { twoFactorRoutes } from "#server/features/accounts/two-factor-routes.ts";
import { registerApiContract } from "#server/platform/http/api-contract.ts";
import { registerApiErrors, registerApiNotFound } from "#server/platform/http/api-errors.ts";
import { registerMediaFiles } from "#server/platform/http/media.ts";
import { trustFunction, type ProxyTrust } from "#server/platform/http/proxy-trust.ts";
import { registerSecurityHeaders } from "#server/platform/http/security-headers.ts";
import { registerReactRouter } from "#server/platform/http/react-router-handler.ts";
import { loggerOptions, requestIdGenerator, requestLoggerFactory, type LogOptions } from "#server/platform/logging.ts";
import { registerHealthRoutes } from "#server/platform/ops/health.ts";
import { registerRequestLimits, type RequestLimitOptions } from "#server/platform/http/request-limits.ts";
import { registerRequestGate, type RequestGateOptions } from "#server/platform/http/request-gate.ts";
import type { PeriodicTask } from "#server/platform/jobs/periodic-runner.ts";
import type { Metrics } from "#server/platform/ops/metrics.ts";
import type { AppServices } from "./registry.ts";

/** `npm run dev`: Vite serves the app's modules and reloads the server build after every edit. */
export interface DevelopmentWeb {
  /** Vite's connect middleware: source modules, its HMR client, public/ files. Calls next for the rest. */
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: Error) => void) => void;
  /** The server build as the sources are now. */
  build: () => Promise<ServerBuild>;
  close: () => Promise<void>;
}

export interface AppOptions {
  services: AppServices;
  isProduction: boolean;
  baseUrl: string;
  /** Which X-Forwarded-For hops are our balancers' (TRUST_PROXY; `true`: one). */
  trustProxy?: ProxyTrust | boolean;
  /** Requests per minute per client address (RATE_LIMIT_GENERAL, RATE_LIMIT_WRITES); none without it. */
  requestLimits?: RequestLimitOptions;
  /** Serve a few requests at a time, the rest in arrival order within a bounded wait (PGlite). */
  requestGate?: RequestGateOptions;
  /** Count and time every request for Prometheus (METRICS_PORT); without it, no hook is added. */
  metrics?: Metrics;
  /**
   * Check every 2xx JSON answer against its route's declared schema and answer 500 when it breaks it
   * (the tests: every API test is then a contract test; decision 0052). Off in production.
   */
  validateResponses?: boolean;
  /** Without it nothing is logged (tests); errors are always logged without query values or credentials. */
  logger?: LogOptions;
  /**
   * The React Router server build and its client folder, or in development a starter for Vite's dev
   * server (given the HTTP server, for its HMR WebSocket); without either only /api is served.
   */
  web?: { build: ServerBuild; clientDir: string } | { development: (httpServer: Server) => Promise<DevelopmentWeb> };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Work the app needs done periodically, for the process's runner (server/index.ts). */
    periodicTasks: PeriodicTask[];
  }
}

/** Everything but listening: tests inject requests into this, index.ts listens. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    trustProxy: trustFunction(options.trustProxy),
    // Per-request "incoming/completed" lines cost throughput; errors are logged by our handlers.
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's lines carry its id; the child logger is made only when a request logs.
    childLoggerFactory: options.logger ? requestLoggerFactory : (logger) => logger,
    genReqId: requestIdGenerator(trustFunction(options.trustProxy)),
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    forceCloseConnections: "idle",
  });
  // A client may half-close its side once its request is sent (HTTP/1.1 allows it). Node's default
  // ends the socket at the client's FIN, so any answer not yet written (a static file, a streamed
  // page) was lost: the client got nothing. Answer, then close (tests/api/half-close.test.ts).
  (app.server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;

  // Outside /api (which answers JSON errors itself): log every server error, answer plainly.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error, url: request.url }, "request failed");
    return reply
      .code(status)
      .type("text/plain; charset=utf-8")
      .send(status >= 500 ? "Something went wrong on our side. Please try again." : error.message);
  });

  registerSecurityHeaders(app, { isProduction: options.isProduction });
  options.metrics?.instrument(app);
  // Before the limits: the writes tier's count is a statement, and waits its turn like the rest.
  if (options.requestGate) registerRequestGate(app, options.requestGate);
  // The app's periodic work (the request limits' flush and prune): server/index.ts runs it on the
  // process's periodic runner (decision 0058); an app a test builds runs none.
  app.decorate(
    "periodicTasks",
    options.requestLimits
      ? registerRequestLimits(app, options.services.db, options.services.rateLimiter, options.requestLimits)
      : [],
  );
  registerHealthRoutes(app, options.services.db);
  // Filled by the API scope's access control: every route with its declared access.
  app.decorate("apiRoutes", []);
  await app.register(
    async (api) => {
      registerApiErrors(api);
      // Before any route: every route below must declare who may call it.
      registerAccessControl(api, {
        sessions: options.services.sessions,
        isProduction: options.isProduction,
        allowedOrigin: new URL(options.baseUrl).origin,
      });
      // Also before any route: every route below must declare its operation (decision 0052).
      await registerApiContract(api, { validateResponses: options.validateResponses === true });
      await api.register(authRoutes, { services: options.services, isProduction: options.isProduction });
      await api.register(accountLinkRoutes, { services: options.services });
      await api.register(contactRoutes, { services: options.services });
      await api.register(articleRoutes, { services: options.services, isProduction: options.isProduction });
      await api.register(articlePublishingRoutes, { services: options.services });
      await api.register(articleEditorRoutes, { services: options.services });
      await api.register(userRoutes, { services: options.services });
      await api.register(staffEntityRoutes, { services: options.services });
      await api.register(accountRoutes, { services: options.services });
      await api.register(auditLogRoutes, { services: options.services });
      await api.register(investmentRoutes, { services: options.services });
      await api.register(firmEventRoutes, { services: options.services });
      await api.register(resourceRoutes, { services: options.services });
      await api.register(videoRoutes, { services: options.services });
      await api.register(podcastRoutes, { services: options.services });
      await api.register(dashboardRoutes, { services: options.services });
      await api.register(contactInquiryRoutes, { services: options.services });
      await api.register(prospectRoutes, { services: options.services });
      await api.register(offeringRoutes, { services: options.services });
      await api.register(dataRoomRoutes, { services: options.services });
      await api.register(documentRoutes, { services: options.services });
      await api.register(fundOperationsRoutes, { services: options.services });
      await api.register(waterfallRoutes, { services: options.services });
      await api.register(achPaymentRoutes, { services: options.services });
      await api.register(fundWorkbookRoutes, { services: options.services });
      await api.register(fundTermsRoutes, { services: options.services });
      await api.register(positionTransferRoutes, { services: options.services });
      await api.register(investorRoutes, { services: options.services, isProduction: options.isProduction });
      await api.register(entityPeopleRoutes, { services: options.services });
      await api.register(taxBankRoutes, { services: options.services, isProduction: options.isProduction });
      await api.register(kycRoutes, { services: options.services });
      await api.register(subscriptionReviewRoutes, { services: options.services });
      await api.register(subscriptionSigningRoutes, { services: options.services });
      await api.register(questionnaireRoutes, { services: options.services });
      await api.register(mailRoutes, { services: options.services });
      await api.register(mailUnsubscribeRoutes, { services: options.services });
      await api.register(mediaRoutes, { services: options.services });
      await api.register(twoFactorRoutes, { services: options.services });
      registerApiNotFound(api);
    },
    { prefix: "/api" },
  );

  // Outside /api and the pages: public image files, served with or without the web build.
  registerMediaFiles(app, options.services);

  if (options.web && "development" in options.web) {
    const vite = await options.web.development(app.server);
    app.addHook("onClose", () => vite.close());
    await app.register(async (web) => {
      // Vite answers its own paths (modules, HMR client, public files) and passes the rest on.
      web.addHook("onRequest", (request, reply, done) => vite.middleware(request.raw, reply.raw, done));
      await registerReactRouter(web, {
        build: vite.build,
        services: options.services,
        baseUrl: options.baseUrl,
        mode: "development",
        isProduction: false,
        // Every request renders the sources as they are now.
        cachePages: false,
      });
    });
  } else if (options.web) {
    const { clientDir, build } = options.web;
    // Pages and assets are compressed on the fly; the API is not (its one hot public read serves
    // precompressed bytes, and the compress hooks measurably cost JSON throughput).
    await app.register(async (web) => {
      await web.register(compress, {
        threshold: 1024,
        // Flush every chunk so streamed HTML reaches the browser as it renders.
        zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
        brotliOptions: {
          flush: zlib.BROTLI_OPERATION_FLUSH,
          params: { [zlib.BROTLI_PARAM_QUALITY]: 4 },
        },
      });
      await web.register(fastifyStatic, {
        root: path.join(clientDir, "assets"),
        prefix: "/assets/",
        immutable: true,
        maxAge: "1y",
        wildcard: true,
      });
      await web.register(fastifyStatic, {
        root: clientDir,
        prefix: "/",
        wildcard: false,
        decorateReply: false,
        maxAge: "1h",
        // The hashed assets are served above with immutable caching; keep them out of this one.
        globIgnore: ["assets/**", "**/*.html"],
      });
      await registerReactRouter(web, {
        build,
        services: options.services,
        baseUrl: options.baseUrl,
        mode: options.isProduction ? "production" : "development",
        isProduction: options.isProduction,
      });
    });
  }
  return app;
}
