import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { type ApiConfig, databaseTarget } from './config';
import { describeTarget, openDatabase, waitForDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { createGuard } from './auth/guard';
import { usePasswordHashCost } from './auth/passwords';
import { createTokenService, loadSecret } from './auth/tokens';
import { createMailer } from './mail/mailer';
import { installErrorHandler } from './http/errors';
import { installInputGuard } from './http/inputGuard';
import { installIdempotency } from './http/idempotency';
import { schemaController } from './http/endpoint';
import { installOpenApi } from './http/openapi';
import { createRateLimits } from './http/limits';
import type { AppDeps } from './http/deps';
import { authRoutes } from './features/auth/routes';
import { contactRoutes } from './features/contact/routes';
import { uploadRoutes } from './features/uploads/routes';
import { scheduleOrphanCleanup } from './features/uploads/cleanup';
import { diskStorage } from './features/uploads/storage';
import { removeUploadTemps } from './features/uploads/multipart';
import { healthRoutes } from './features/health/routes';
import { createWarmth } from './features/health/warmth';
import { warmUp } from './features/health/warmUp';
import { hostelRoutes } from './features/hostels/routes';
import { warmSearchConnections } from './features/hostels/warmSearch';
import { studentBookingRoutes } from './features/student/bookingRoutes';
import { studentComplaintRoutes } from './features/student/complaintRoutes';
import { studentInvitationRoutes } from './features/student/invitationRoutes';
import { studentSavedHostelRoutes } from './features/student/savedHostelRoutes';
import { waitlistRoutes } from './features/beds/waitlistRoutes';
import { ledgerRoutes } from './features/ledger/routes';
import { notificationRoutes } from './features/notifications/routes';
import { notificationStreamRoutes } from './features/notifications/stream';
import { ownerHostelRoutes } from './features/owner/hostelRoutes';
import { ownerRoomRoutes } from './features/owner/roomRoutes';
import { ownerStudentRoutes } from './features/owner/studentRoutes';
import { ownerRequestRoutes } from './features/owner/requestRoutes';
import { ownerDashboardRoutes } from './features/owner/dashboardRoutes';
import { aiRoutes } from './features/ai/routes';
import { ownerPayoutRoutes } from './features/owner/payoutRoutes';
import { ownerComplaintRoutes } from './features/owner/complaintRoutes';
import { ownerRuleRoutes } from './features/owner/ruleRoutes';
import { ownerAlertRoutes } from './features/owner/alertRoutes';
import { reviewRoutes } from './features/reviews/routes';
import { messageRoutes } from './features/messages/routes';
import { visitRoutes } from './features/visits/routes';
import { scheduleVisitReminders } from './features/visits/reminders';
import { messageReportRoutes } from './features/admin/messageReportRoutes';
import { stayRoutes } from './features/stay/routes';
import { rentRoutes } from './features/rent/routes';
import { scheduleRent } from './features/rent/schedule';
import { startMailOutbox } from './features/notifications/mailOutbox';
import { emailSettingsRoutes } from './features/notifications/emailSettingsRoutes';
import { adminRoutes } from './features/admin/routes';
import { adminOutboxRoutes } from './features/admin/outboxRoutes';

/** A start that cannot go on: main prints its message as one line and exits. */
export class StartupError extends Error {}

/** Opens the data folder and the SQLite file in it; a folder that cannot be used is a StartupError. */
function openDataFolder(config: ApiConfig) {
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.accessSync(config.dataDir, fs.constants.R_OK | fs.constants.W_OK);
    return openDatabase(databaseTarget(config));
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    throw new StartupError(
      `cannot open the data folder ${config.dataDir} (DATA_DIR): ${e.code ? `${e.code} ` : ''}${e.message.replace(/^\w+: /, '')}`,
    );
  }
}

/** The configured database, once it answers (waited for with back-off), migrated to the latest version and seeded. */
async function openReadyDatabase(config: ApiConfig) {
  usePasswordHashCost(config.passwordHashCost);
  const opened = openDataFolder(config);
  await waitForDatabase(opened.db, describeTarget(databaseTarget(config)));
  await migrateToLatest(opened.db, opened.engine);
  await seed(opened.db);
  return opened;
}

/** Migrates, seeds and makes the token secret once, before several API processes start on the database. */
export async function prepareDatabase(config: ApiConfig): Promise<void> {
  const { db } = await openReadyDatabase(config);
  await loadSecret(db, config.dataDir, config.jwtSecret);
  await db.destroy();
}

/** Builds the API on the configured database (migrated and seeded). Call `listen` on the result. */
export async function buildApp(config: ApiConfig): Promise<FastifyInstance> {
  const { db, engine } = await openReadyDatabase(config);

  const tokens = createTokenService(await loadSecret(db, config.dataDir, config.jwtSecret), config.tokenTtl);
  const deps: AppDeps = {
    config,
    db,
    engine,
    tokens,
    guard: createGuard(db, tokens),
    limits: createRateLimits(db, engine),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    files: diskStorage(path.join(config.dataDir, 'uploads')),
    warmth: createWarmth(),
  };

  const app = Fastify({ logger: config.logger, bodyLimit: 1024 * 1024, trustProxy: false, schemaController });
  app.decorate('publicUrl', config.publicUrl);
  app.decorateRequest('currentUser', null);
  app.decorateRequest('token', null);
  app.decorateRequest('bodyAbandoned', false);
  app.decorateRequest('uploadTemps', null);
  app.decorateRequest('uploadRelease', null);
  // an upload's temporary files go, and its account's place among uploads in flight is free, once answered
  const endUpload = async (request: FastifyRequest) => {
    removeUploadTemps(request);
    request.uploadRelease?.();
  };
  app.addHook('onResponse', endUpload);
  app.addHook('onRequestAbort', endUpload);
  installErrorHandler(app);
  installInputGuard(app);
  const stopIdempotencyCleanup = installIdempotency(app, db);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Timing-Allow-Origin', '*');
  });
  const allowedOrigins = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowedOrigins.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Last-Event-ID', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
  });
  // Nothing the API answers is a page: no script, no framing, sandboxed if opened (an uploaded polyglot
  // stays an image). Its images and videos are shown on the site's pages, another origin.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        imgSrc: ["'self'"],
        mediaSrc: ["'self'"],
        styleSrc: ["'unsafe-inline'"],
        frameAncestors: ["'none'"],
        sandbox: [],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
  });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 10, fields: 40 } }); // routes set their own limits
  await deps.files.serve(app, '/uploads/');

  await installOpenApi(app);
  for (const routes of [
    healthRoutes,
    authRoutes,
    contactRoutes,
    uploadRoutes,
    hostelRoutes,
    studentSavedHostelRoutes,
    studentBookingRoutes,
    studentComplaintRoutes,
    studentInvitationRoutes,
    waitlistRoutes,
    notificationRoutes,
    notificationStreamRoutes,
    emailSettingsRoutes,
    ownerHostelRoutes,
    ownerRoomRoutes,
    ownerStudentRoutes,
    ownerRequestRoutes,
    ownerDashboardRoutes,
    aiRoutes,
    ownerPayoutRoutes,
    ownerComplaintRoutes,
    ownerRuleRoutes,
    ownerAlertRoutes,
    reviewRoutes,
    messageRoutes,
    visitRoutes,
    messageReportRoutes,
    stayRoutes,
    rentRoutes,
    ledgerRoutes,
    adminRoutes,
    adminOutboxRoutes,
  ])
    await app.register(routes, { deps });

  const warn = (msg: string) => app.log.warn(msg);
  const jobs = [scheduleOrphanCleanup(deps, warn), scheduleRent(db, warn), scheduleVisitReminders(db, warn)];
  const stopMail = startMailOutbox(deps, warn);
  // live at once; ready (GET /api/health/ready) once the jobs' start-up runs are done (this month's bills, the
  // reminders due) and the process has warmed up
  app.addHook('onListen', async () => {
    void Promise.all(jobs.map((job) => job.firstRun)).then(() =>
      warmUp(
        app,
        deps.warmth,
        config.warmUpRounds,
        (msg) => console.error(msg),
        config.databasePool,
        () => warmSearchConnections(db, engine, config.databasePool),
      ),
    );
  });
  app.addHook('onClose', async () => {
    stopIdempotencyCleanup();
    // the jobs finish a run in progress before the database closes
    await Promise.all([...jobs.map((job) => job.stop()), stopMail()]);
    await db.destroy();
  });
  return app;
}
