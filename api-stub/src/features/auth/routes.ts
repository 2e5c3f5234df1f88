import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import { hashPassword, hashSecret, verifyNobody, verifyPassword } from '../../auth/passwords';
import { userOf } from '../../auth/guard';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import { LOGIN_CODE_SENT, MARKET_MESSAGES } from 'contracts';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { consumeOtp, issueOtp, OTP_TTL_MS } from './otp';
import { toProfile, toUser } from './users';
import { notificationWakeups } from '../notifications/notify';

const HOUR = 3_600_000;
const QUARTER_HOUR = 15 * 60_000;
export const REGISTER_REFUSED =
  'We could not create an account with these details. If you already have an account, log in or use "Forgot password?".';

export async function authRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, tokens, guard, mailer, config, limits } = deps;

  const findByEmail = (email: string) =>
    db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const findById = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  app.route({
    ...endpoint('POST /api/auth/register', guard),
    handler: async (request, reply) => {
      const body = request.body;
      await limits.enforce([[`register:${request.ip}`, { max: config.registerPerAddress, windowMs: HOUR }]]);
      const existing = await findByEmail(body.email);
      if (existing) {
        // The answer does not say the address has an account; its owner hears of the attempt by e-mail.
        await mailer.send({
          to: existing.email,
          subject: 'Someone tried to register with your e-mail at Hostel Hub',
          text: `Hello ${existing.name},\n\nSomeone just tried to create a Hostel Hub account with this e-mail address, which already has one. If it was you, log in, or use "Forgot password?" on the login page.\nIf it was not you, you need do nothing: your account is unchanged.\n\nHostel Hub`,
        });
        throw conflict(REGISTER_REFUSED);
      }
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
        password_hash: await hashPassword(body.password),
        session_version: 0,
        created_at: at,
        updated_at: at,
        suspended_at: null,
        suspension_reason: null,
        email_off: '',
        gender: null,
        pan: null,
      };
      try {
        await db.insertInto('users').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(REGISTER_REFUSED);
        throw error;
      }
      return reply
        .status(201)
        .send({ token: tokens.sign({ sub: row.id, role: row.role, ver: row.session_version }), user: toUser(row) });
    },
  });

  app.route({
    ...endpoint('POST /api/auth/login', guard),
    handler: async (request) => {
      const body = request.body;
      // Failed logins are counted per account and address pair, and per address: a stranger's wrong passwords
      // never lock the owner out. This attempt counts until it succeeds.
      const pairKey = `login-failed:${body.email}:${request.ip}`;
      const attempt = await limits.enforce([
        [pairKey, { max: config.loginRateLimit, windowMs: QUARTER_HOUR }],
        [`login-failed-ip:${request.ip}`, { max: config.loginAddressLimit, windowMs: QUARTER_HOUR }],
      ]);
      // past the account's ceiling of failures from all addresses, a right password also needs an e-mailed code
      const accountKey = `login-failed:${body.email}`;
      let needsCode = false;
      try {
        attempt.ids.push(
          ...(await limits.enforce([[accountKey, { max: config.loginAccountCeiling, windowMs: QUARTER_HOUR }]])).ids,
        );
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
        needsCode = true;
      }
      const row = await findByEmail(body.email);
      // One answer, and the same work, for unknown e-mail, wrong password and wrong role: nothing about accounts leaks.
      const check = row
        ? await verifyPassword(body.password, row.password_hash)
        : { ok: await verifyNobody(body.password), upgrade: false };
      // the operator's account signs in whichever role the page has chosen
      if (!row || !check.ok || (row.role !== body.role && row.role !== 'admin'))
        throw unauthorized(
          `Invalid email or password for a ${body.role === 'owner' ? 'hostel owner' : 'student'} account.`,
        );
      if (needsCode) {
        const result = body.otp ? await consumeOtp(db, row.id, body.otp) : 'none';
        if (result !== 'ok') {
          if (result === 'none') {
            const code = await issueOtp(db, row.id);
            await mailer.send({
              to: row.email,
              subject: 'Your Hostel Hub login code',
              text: `Hello ${row.name},\n\nSomeone tried many wrong passwords on your account, so logging in also needs a code. Your OTP is ${code}. It is valid for ${OTP_TTL_MS / 60000} minutes and can be used once.\n\nHostel Hub`,
            });
            await limits.uncount(attempt); // the right password: not a failure
            throw unauthorized(LOGIN_CODE_SENT);
          }
          throw unauthorized(
            result === 'expired'
              ? 'This code has expired. Log in again to get a new one.'
              : 'The code is not right. Please check the e-mail and try again.',
          );
        }
      }
      if (row.suspended_at) throw forbidden(MARKET_MESSAGES.suspended(row.suspension_reason ?? ''));
      if (check.upgrade)
        await db
          .updateTable('users')
          .set({ password_hash: await hashPassword(body.password) })
          .where('id', '=', row.id)
          .execute();
      // a right password is not a failure, and it forgives the account's earlier ones
      await limits.uncount(attempt);
      await limits.clear(pairKey);
      return { token: tokens.sign({ sub: row.id, role: row.role, ver: row.session_version }), user: toUser(row) };
    },
  });

  app.route({
    ...endpoint('GET /api/auth/profile', guard),
    handler: async (request) => {
      const row = await findById(userOf(request).id);
      if (!row) throw notFound('Account not found.');
      return toProfile(row);
    },
  });

  app.route({
    ...endpoint('PUT /api/auth/profile', guard),
    handler: async (request) => {
      const body = request.body;
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
      if (body.gender !== undefined) {
        if (row.role !== 'student') throw badRequest('Only students give a gender here.');
        patch.gender = body.gender || null;
      }
      if (body.pan !== undefined) {
        if (row.role !== 'owner') throw badRequest('Only hostel owners give a PAN.');
        patch.pan = body.pan || null;
      }
      if (body.newPassword) {
        if (!(await verifyPassword(body.currentPassword ?? '', row.password_hash)).ok)
          throw badRequest('Current password is incorrect.');
        patch.password_hash = await hashPassword(body.newPassword);
        // Every other session ends; this one goes on with the fresh token in the answer.
        patch.session_version = row.session_version + 1;
      }
      await db.updateTable('users').set(patch).where('id', '=', row.id).execute();
      if (patch.session_version !== undefined) notificationWakeups.emit(row.id); // its other streams end
      const token =
        patch.session_version === undefined
          ? {}
          : { token: tokens.sign({ sub: row.id, role: row.role, ver: patch.session_version }) };
      return { message: 'Profile updated successfully!', user: toProfile({ ...row, ...patch }), ...token };
    },
  });

  // Ends this session on the server: its token no longer works, even before it would have expired.
  app.route({
    ...endpoint('POST /api/auth/logout', guard),
    handler: async (request) => {
      const token = request.token;
      if (token) {
        await db
          .insertInto('revoked_tokens')
          .values({ jti: token.jti, expires_at: token.expiresAt.toISOString() })
          .onConflict((oc) => oc.column('jti').doNothing())
          .execute();
        await db.deleteFrom('revoked_tokens').where('expires_at', '<', now()).execute();
        notificationWakeups.emit(token.sub); // its open streams end
      }
      return { message: 'Logged out.' };
    },
  });

  app.route({
    ...endpoint('POST /api/auth/send-otp', guard),
    handler: async (request) => {
      const { email } = request.body;
      // per address and e-mail, and per e-mail whatever the address asking (known or unknown e-mails alike)
      await limits.enforce([
        [`send-otp-ip:${request.ip}:${email}`, { max: config.otpRateLimit, windowMs: QUARTER_HOUR }],
        [`send-otp:${email}`, { max: config.otpPerEmail, windowMs: HOUR }],
      ]);
      const row = await findByEmail(email);
      // The same answer whether or not the address has an account.
      if (row) {
        const code = await issueOtp(db, row.id);
        await mailer.send({
          to: row.email,
          subject: 'Your Hostel Hub password reset code',
          text: `Hello ${row.name},\n\nYour OTP is ${code}. It is valid for ${OTP_TTL_MS / 60000} minutes and can be used once.\n\nIf you did not ask to reset your password, you can ignore this e-mail.\n\nHostel Hub`,
        });
      } else {
        await hashSecret('000000'); // the work of issuing a code, so an unknown address answers as slowly
      }
      return { message: 'OTP sent successfully! Please check your email.' };
    },
  });

  app.route({
    ...endpoint('POST /api/auth/reset-password', guard),
    handler: async (request) => {
      const body = request.body;
      await limits.enforce([
        [`reset-ip:${request.ip}:${body.email}`, { max: config.otpRateLimit * 3, windowMs: QUARTER_HOUR }],
        [`reset:${body.email}`, { max: config.resetPerEmail, windowMs: HOUR }],
      ]);
      const row = await findByEmail(body.email);
      const result = row ? await consumeOtp(db, row.id, body.otp) : 'invalid';
      if (result === 'expired') throw badRequest('This OTP has expired. Please request a new one.');
      if (result === 'too-many-attempts') throw new HttpError(429, 'Too many wrong codes. Please request a new OTP.');
      if (result !== 'ok' || !row) throw badRequest('Invalid OTP. Please check the code and try again.');
      // A reset ends every session: whoever had the account open before must log in with the new password.
      await db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(body.newPassword),
          session_version: row.session_version + 1,
          updated_at: now(),
        })
        .where('id', '=', row.id)
        .execute();
      notificationWakeups.emit(row.id); // every open stream ends
      return { message: 'Password reset successful! Redirecting to login...' };
    },
  });
}
