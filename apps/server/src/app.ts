import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRequestContext } from './http/request-context.ts';
import { responseSerializer } from './http/response-serializer.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { registerWebApp } from './http/web-app.ts';
import { confRoutes } from './modules/conf/conf.routes.ts';
import { matchedNotesRoutes } from './modules/matched-notes/matched-notes.routes.ts';
import { realtimePlugin } from './realtime/realtime.routes.ts';
import type { ServerStart } from './realtime/stomp-broker.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { dashboardSettingsRoutes } from './modules/dashboard-settings/dashboard-settings.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { reportDefinitionsRoutes } from './modules/reports/report-definitions.routes.ts';
import { filtersRoutes } from './modules/filters/filters.routes.ts';
import { dashboardDataRoutes } from './modules/dashboard-data/dashboard-data.routes.ts';
import { auditDetailsRoutes } from './modules/audit-details/audit-details.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { adminClientsRoutes } from './modules/admin-clients/admin-clients.routes.ts';
import { clientSsoRoutes } from './modules/client-sso/client-sso.routes.ts';
import { adminViewsRoutes } from './modules/views/admin-views.routes.ts';
import { channelGroupsRoutes } from './modules/channel-groups/channel-groups.routes.ts';
import { adminGeographyRoutes } from './modules/admin-geography/admin-geography.routes.ts';
import { hotelChainAdminRoutes } from './modules/hotel-chain-admin/hotel-chain-admin.routes.ts';
import { noiseControlRoutes } from './modules/noise-control/noise-control.routes.ts';
import { connectorsRoutes } from './modules/connectors/connectors.routes.ts';
import { listingIdentityRoutes } from './modules/listing-identity/listing-identity.routes.ts';
import { changeRequestsRoutes } from './modules/change-requests/change-requests.routes.ts';
import { opportunitiesRoutes } from './modules/opportunities/opportunities.routes.ts';
import { scoreExplainRoutes } from './modules/score-explain/score-explain.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { sessionPlugin } from './modules/auth/session-plugin.ts';
import { bearerAuthPlugin } from './modules/api-tokens/bearer-auth.ts';
import { API_DOCS_INTRO, apiTokenSecuritySchemes } from './modules/api-tokens/api-token-docs.ts';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { cachedAnswersPlugin } from './modules/data-version/cached-answers-plugin.ts';
import { logStream } from './lib/log-stream.ts';
import { registerWellFormedText } from './http/well-formed-text.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to SMTP_URL, or .eml files under DATA_DIR/mail. */
  mailer?: Mailer;
  /** Shared by the HTTP processes of one server; defaults to this app's own. */
  serverStart?: ServerStart;
}

/** Builds the Fastify app without listening, so tests can `inject()` into it. */
export async function buildApp({
  config,
  database,
  mailer,
  serverStart,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, stream: logStream(config.logFormat) },
    // One line per request is noise at info level; debug and trace keep it.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: 1_048_576,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        log: (m) => app.log.info(m),
      }),
  );
  registerRequestContext(app);
  registerErrorHandler(app);
  registerWellFormedText(app);
  await app.register(cookie);
  await app.register(sessionPlugin);
  await app.register(bearerAuthPlugin);
  await registerCompression(app);
  await app.register(cachedAnswersPlugin);

  const mapOrigin = config.mapStyleUrl ? [new URL(config.mapStyleUrl).origin] : [];
  await app.register(helmet, {
    hsts: config.cookieSecure,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // An online map style (MAP_STYLE_URL) is read from its own origin, tiles and glyphs
        // included; no other origin is ever allowed.
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...mapOrigin],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ListingLens API',
        description: API_DOCS_INTRO,
        version: '0.1.0',
      },
      components: { securitySchemes: apiTokenSecuritySchemes },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(confRoutes({ loginPath: config.loginPath, mapStyleUrl: config.mapStyleUrl }));
  await app.register(realtimePlugin, { start: serverStart });
  await app.register(matchedNotesRoutes);
  await app.register(listingIdentityRoutes);
  await app.register(feedbackRoutes);
  await app.register(accountRoutes);
  await app.register(dashboardSettingsRoutes);
  await app.register(reportsRoutes);
  await app.register(reportDefinitionsRoutes);
  await app.register(authRoutes);
  await app.register(filtersRoutes);
  await app.register(dashboardDataRoutes);
  await app.register(auditDetailsRoutes);
  await app.register(importsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminClientsRoutes);
  await app.register(clientSsoRoutes);
  await app.register(adminViewsRoutes);
  await app.register(channelGroupsRoutes);
  await app.register(adminGeographyRoutes);
  await app.register(hotelChainAdminRoutes);
  await app.register(noiseControlRoutes);
  await app.register(connectorsRoutes);
  await app.register(changeRequestsRoutes);
  await app.register(alertsRoutes);
  await app.register(scoreExplainRoutes);
  await app.register(opportunitiesRoutes);
  await app.register(apiTokensRoutes);
  await registerWebApp(app, config.webDistDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    mailer: Mailer;
  }
}
