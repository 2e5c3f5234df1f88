import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { now } from '../../db/database';
import { onePage } from '../../db/paging';
import { conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { conversationPath } from '../messages/send';
import { inTransaction, notify } from '../notifications/notify';

/** The operator's queue of reported messages, beside the reported reviews: keep or remove, with a note. */
export async function messageReportRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  app.route({
    ...endpoint('GET /api/admin/message-reports', guard),
    handler: async (request) => {
      const open = db.selectFrom('message_reports').where('message_reports.decided_at', 'is', null);
      const [rows, counted] = await Promise.all([
        open
          .innerJoin('messages', 'messages.id', 'message_reports.message_id')
          .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
          .innerJoin('hostels', 'hostels.id', 'conversations.hostel_id')
          .innerJoin('users as writer', 'writer.id', 'messages.sender_id')
          .innerJoin('users as reporter', 'reporter.id', 'message_reports.reporter_id')
          .select([
            'message_reports.id',
            'message_reports.reason',
            'message_reports.created_at',
            'reporter.name as reporter',
            'messages.id as message_id',
            'messages.sender_role',
            'messages.body',
            'messages.created_at as message_created_at',
            'hostels.name as hostel_name',
            'writer.name as writer',
          ])
          .orderBy('message_reports.created_at')
          .orderBy('message_reports.id')
          .$call((query) => onePage(query, request.query))
          .execute(),
        open.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        reports: rows.map((r) => ({
          id: r.id,
          reason: r.reason,
          reportedAt: r.created_at,
          reporter: r.reporter,
          message: {
            id: r.message_id,
            hostelName: r.hostel_name,
            author: r.writer,
            from: r.sender_role,
            text: r.body,
            createdAt: r.message_created_at,
          },
        })),
        total: Number(counted.n),
      };
    },
  });

  app.route({
    ...endpoint('PUT /api/admin/message-reports/:id', guard),
    handler: async (request) => {
      const { decision, note } = request.body;
      const report = await db
        .selectFrom('message_reports')
        .innerJoin('messages', 'messages.id', 'message_reports.message_id')
        .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
        .innerJoin('hostels', 'hostels.id', 'conversations.hostel_id')
        .select([
          'message_reports.decided_at',
          'message_reports.reporter_id',
          'messages.id as message_id',
          'messages.sender_id',
          'messages.sender_role',
          'conversations.id as conversation_id',
          'hostels.name as hostel_name',
        ])
        .where('message_reports.id', '=', request.params.id)
        .executeTakeFirst();
      if (!report) throw notFound('Report not found.');
      if (report.decided_at) throw conflict('This report has already been decided.');
      const at = now();
      const outcome = decision === 'remove' ? 'removed' : 'kept';
      const reporterSide = report.sender_role === 'student' ? 'owner' : 'student';
      await inTransaction(
        db,
        async (tx) => {
          // one decision answers every open report of the same message
          const decided = await tx
            .updateTable('message_reports')
            .set({ decided_at: at, decision, note })
            .where('message_id', '=', report.message_id)
            .where('decided_at', 'is', null)
            .executeTakeFirst();
          if (!Number(decided.numUpdatedRows)) throw conflict('This report has already been decided.');
          if (decision === 'remove')
            await tx.updateTable('messages').set({ removed_at: at }).where('id', '=', report.message_id).execute();
          await notify(
            tx,
            report.reporter_id,
            'info',
            `The message about ${report.hostel_name} you reported was ${outcome}. Note from the team: ${note}`,
            { link: conversationPath(reporterSide, report.conversation_id) },
          );
          await notify(
            tx,
            report.sender_id,
            decision === 'remove' ? 'alert' : 'info',
            `Your message about ${report.hostel_name} was reported and ${outcome} after moderation. Note from the team: ${note}`,
            { link: conversationPath(report.sender_role, report.conversation_id) },
          );
        },
        request,
      );
      return { message: `Message ${outcome}. Both the reporter and the writer are told.` };
    },
  });
}
