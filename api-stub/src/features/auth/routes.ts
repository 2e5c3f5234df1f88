import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { now } from '../../db/database';
import { hashSecret, verifySecret } from '../../auth/passwords';
import { userOf } from '../../auth/guard';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/validate';
import { consumeOtp, issueOtp, OTP_TTL_MS } from './otp';
import { loginSchema, profileUpdateSchema, registerSchema, resetPasswordSchema, sendOtpSchema } from './schemas';
import { toProfile, toUser } from './users';

const emailKey = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return `${request.ip}:${typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''}`;
};

export async function authRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, tokens, guard, mailer, config } = deps;

  const findByEmail = (email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const findById = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  app.post('/api/auth/register', async (request, reply) => {
    const body = parseInput(registerSchema, request.body);
    if (await findByEmail(body.email)) throw conflict('An account with this email already exists. Please log in instead.');
    const at = now();
    const row = {
      id: crypto.randomUUID(),
      name: body.name,
      email: body.email,
      phone: body.phone,
      role: body.role,
      hostel_name: body.role === 'owner' ? (body.hostelName ?? null) : null,
      username: null,
      profile_picture_url: null,
      address: null,
      lat: null,
      lng: null,
      password_hash: await hashSecret(body.password),
      created_at: at,
      updated_at: at,
    };
    try {
      await db.insertInto('users').values(row).execute();
    } catch (error) {
      if (String(error).includes('UNIQUE')) throw conflict('An account with this email already exists. Please log in instead.');
      throw error;
    }
    return reply.status(201).send({ token: tokens.sign({ sub: row.id, role: row.role }), user: toUser(row) });
  });

  app.post(
    '/api/auth/login',
    { config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: emailKey } } },
    async (request) => {
      const body = parseInput(loginSchema, request.body);
      const row = await findByEmail(body.email);
      // One answer for unknown e-mail, wrong password and wrong role: nothing about accounts leaks.
      const ok = row ? await verifySecret(body.password, row.password_hash) : false;
      if (!row || !ok || row.role !== body.role) throw unauthorized(`Invalid email or password for a ${body.role === 'owner' ? 'hostel owner' : 'student'} account.`);
      return { token: tokens.sign({ sub: row.id, role: row.role }), user: toUser(row) };
    },
  );

  app.get('/api/auth/profile', { preHandler: guard.requireUser }, async (request) => {
    const row = await findById(userOf(request).id);
    if (!row) throw notFound('Account not found.');
    return toProfile(row);
  });

  app.put('/api/auth/profile', { preHandler: guard.requireUser }, async (request) => {
    const body = parseInput(profileUpdateSchema, request.body);
    const row = await findById(userOf(request).id);
    if (!row) throw notFound('Account not found.');
    const patch: Partial<typeof row> = { updated_at: now() };
    if (body.name !== undefined) patch.name = body.name;
    if (body.username !== undefined) patch.username = body.username || null;
    if (body.phoneNumber) patch.phone = body.phoneNumber;
    if (body.profilePictureUrl !== undefined) patch.profile_picture_url = body.profilePictureUrl || null;
    if (body.address !== undefined) patch.address = body.address || null;
    if (body.location !== undefined) {
      patch.lat = body.location?.lat ?? null;
      patch.lng = body.location?.lng ?? null;
    }
    if (body.hostelName !== undefined) {
      if (row.role !== 'owner') throw badRequest('Only hostel owners have a hostel name.');
      patch.hostel_name = body.hostelName;
    }
    if (body.newPassword) {
      if (!(await verifySecret(body.currentPassword ?? '', row.password_hash))) throw badRequest('Current password is incorrect.');
      patch.password_hash = await hashSecret(body.newPassword);
    }
    await db.updateTable('users').set(patch).where('id', '=', row.id).execute();
    return { message: 'Profile updated successfully!', user: toProfile({ ...row, ...patch }) };
  });

  app.post(
    '/api/auth/send-otp',
    { config: { rateLimit: { max: config.otpRateLimit, timeWindow: '15 minutes', hook: 'preHandler', keyGenerator: emailKey } } },
    async (request) => {
      const { email } = parseInput(sendOtpSchema, request.body);
      const row = await findByEmail(email);
      // The same answer whether or not the address has an account.
      if (row) {
        const code = await issueOtp(db, row.id);
        await mailer.send({
          to: row.email,
          subject: 'Your Hostel Hub password reset code',
          text: `Hello ${row.name},\n\nYour OTP is ${code}. It is valid for ${OTP_TTL_MS / 60000} minutes and can be used once.\n\nIf you did not ask to reset your password, you can ignore this e-mail.\n\nHostel Hub`,
        });
      }
      return { message: 'OTP sent successfully! Please check your email.' };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: { rateLimit: { max: config.otpRateLimit * 3, timeWindow: '15 minutes', hook: 'preHandler', keyGenerator: emailKey } } },
    async (request) => {
      const body = parseInput(resetPasswordSchema, request.body);
      const row = await findByEmail(body.email);
      const result = row ? await consumeOtp(db, row.id, body.otp) : 'invalid';
      if (result === 'expired') throw badRequest('This OTP has expired. Please request a new one.');
      if (result === 'too-many-attempts') throw new HttpError(429, 'Too many wrong codes. Please request a new OTP.');
      if (result !== 'ok' || !row) throw badRequest('Invalid OTP. Please check the code and try again.');
      await db.updateTable('users').set({ password_hash: await hashSecret(body.newPassword), updated_at: now() }).where('id', '=', row.id).execute();
      return { message: 'Password reset successful! Redirecting to login...' };
    },
  );
}
