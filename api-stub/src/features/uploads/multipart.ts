import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';
import { assertCleanText } from '../../http/inputGuard';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a multipart body was refused part-way (see the error handler). */
    bodyAbandoned: boolean;
  }
}

/** What one file field may carry. */
export interface FileRule {
  maxBytes: number;
  maxCount: number;
  /** The message when one file of this field passes `maxBytes`. */
  tooLarge: string;
}

export interface MultipartRules {
  files: Record<string, FileRule>;
  maxFields: number;
  /** All files of the request together. */
  maxTotalBytes: number;
  /** The message when the request is not multipart at all. */
  notMultipart: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
}

export const MALFORMED_MULTIPART =
  'The upload could not be read: the form data is incomplete or malformed. Please try again.';

/**
 * Reads a multipart request with every limit enforced while it streams: a file is refused as soon as it
 * passes its field's size (nothing beyond is read or kept), as is a request past its total, an unknown
 * file field, or too many files or fields. A malformed body is a 400, never a 500.
 */
export async function readMultipart(request: FastifyRequest, rules: MultipartRules): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(rules.notMultipart);
  const form: MultipartForm = { fields: {}, files: {} };
  const largest = Math.max(...Object.values(rules.files).map((r) => r.maxBytes));
  const maxFiles = Object.values(rules.files).reduce((n, r) => n + r.maxCount, 0);
  let total = 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: largest, files: maxFiles, fields: rules.maxFields, parts: maxFiles + rules.maxFields },
    })) {
      if (part.type === 'field') {
        assertCleanText([part.fieldname, part.value]);
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      const rule = rules.files[part.fieldname];
      if (!rule) throw badRequest(`Unexpected file field "${part.fieldname}".`);
      form.files[part.fieldname] ??= [];
      const list = form.files[part.fieldname];
      if (list.length >= rule.maxCount)
        throw badRequest(`At most ${rule.maxCount} file${rule.maxCount === 1 ? '' : 's'} in "${part.fieldname}".`);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > rule.maxBytes) throw new HttpError(413, rule.tooLarge);
        if (total > rules.maxTotalBytes)
          throw new HttpError(
            413,
            `The upload is too large: at most ${Math.round(rules.maxTotalBytes / 1024 / 1024)} MB in one request.`,
          );
        chunks.push(chunk);
      }
      if (part.file.truncated) throw new HttpError(413, rule.tooLarge);
      if (size) list.push(Buffer.concat(chunks));
    }
  } catch (error) {
    request.bodyAbandoned = true;
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'A file is too large.');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'The form has too many files or fields.');
    // busboy's "Unexpected end of form", "Malformed part header", a missing boundary, …: the client's fault
    request.log.info({ err: error }, 'malformed multipart');
    throw badRequest(MALFORMED_MULTIPART);
  }
  return form;
}
