import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { registerAccessControl, type RegisteredRoute } from './http/access.ts';
import { errorBody, registerErrorHandling } from './http/errors.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { loggerOptions } from './http/log-redaction.ts';
import { hasSpa, registerSpaFiles, sendSpa, SpaPages } from './http/spa.ts';
import { configuredLimits, DEFAULT_LIMITS, type RateLimits } from './modules/auth/rate-limit.ts';
import { logTransport, MailDispatcher, smtpTransport, type Transport } from './modules/mail/outbox.ts';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { loadModules } from './modules/registry.ts';
import { registerDownloadAudit } from './modules/audit/index.ts';
import { databaseStorage, objectStorage, s3Store, type FileStorage, type StorageLog } from './storage/file-storage.ts';
import { directoryStore } from './storage/directory-store.ts';
import { SCRIPTS_AFTER_PAINT_CSP } from './http/scripts-after-paint.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: MailDispatcher;
    rateLimits: RateLimits;
    /** Where uploaded and generated files are kept (STORAGE): database rows, a directory or an S3 bucket. */
    files: FileStorage;
    /** Every /api route with its access rule (for the route-role walk). */
    apiRoutes: RegisteredRoute[];
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  rateLimits?: Partial<RateLimits>;
  mailTransport?: Transport;
  /** Replaces the file storage the configuration names. */
  fileStorage?: FileStorage;
  /** Directory of the built SPA; undefined to look in apps/web/dist. */
  webDist?: string | null;
  logger?: boolean;
  /** Where the log goes (standard output unless given), e.g. a test capturing it. */
  logStream?: NodeJS.WritableStream;
};

/** Strict-Transport-Security over HTTPS: one year, subdomains included (helmet's default value). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the Fastify app: plugins, access control, error shape, API modules, then the SPA. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, opts.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('files', opts.fileStorage ?? configuredStorage(config.storage, app.log));
  app.decorate('rateLimits', { ...DEFAULT_LIMITS, ...configuredLimits(config), ...opts.rateLimits });
  const transport =
    opts.mailTransport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(app.log, { production: config.isProduction }));
  app.decorate('mailer', new MailDispatcher(database.db, transport, config.mailFrom, app.log));
  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: a pre-rendered page's loader, by its hash (http/scripts-after-paint.ts).
        scriptSrc: ["'self'", SCRIPTS_AFTER_PAINT_CSP],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent below, only over HTTPS.
    strictTransportSecurity: false,
  });
  // HSTS only on an answer over HTTPS: a TLS socket, or X-Forwarded-Proto: https from a proxy
  // trusted with TRUST_PROXY=1 (req.protocol). Over plain HTTP the header is ignored by browsers
  // at best and, for a host also reached over HTTP on purpose, wrong.
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Workforce API',
        version: '1.0.0',
        description: 'Every operation lists the roles that may call it (x-roles).',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (config.docsEnabled) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerAccessControl(app, apiRoutes);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerDownloadAudit(app);

  // Every module's routes (modules/<name>/module.ts, found by modules/registry.ts).
  for (const m of await loadModules()) if (m.routes) await m.routes(app);

  // Unknown /api paths (and requests other than GET and HEAD) get a JSON 404; other paths get the SPA when it is
  // built (HEAD like GET, without the body).
  const webDist = opts.webDist === undefined ? DEFAULT_WEB_DIST : opts.webDist;
  const spa = hasSpa(webDist) ? new SpaPages(webDist) : null;
  if (spa) await registerSpaFiles(app, webDist!);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isApi = path.startsWith('/api/') || path === '/api';
    const isAsset = /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');
    const isPageMethod = request.method === 'GET' || request.method === 'HEAD';
    if (!spa || isApi || !isPageMethod || isAsset) {
      const what = isApi ? 'API route' : 'file';
      return reply.status(404).send(errorBody(ERROR_CODES.notFound, `No such ${what}: ${request.method} ${path}`));
    }
    return sendSpa(spa, request, reply);
  });

  app.addHook('onClose', async () => {
    await app.mailer.stop();
  });
  return app;
}

/** The file storage STORAGE names (see Config['storage']). */
function configuredStorage(storage: Config['storage'], log: StorageLog): FileStorage {
  if (storage.kind === 's3') return objectStorage(s3Store(storage.s3), { log });
  if (storage.kind === 'directory') return objectStorage(directoryStore(storage.dir), { log, kind: 'directory' });
  return databaseStorage;
}
