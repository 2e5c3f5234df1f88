import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';
import { assertCleanText } from '../../http/inputGuard';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a multipart body was refused part-way (see the error handler). */
    bodyAbandoned: boolean;
    /** Temporary files of this request's upload, removed once it is answered (see `installUploadCleanup`). */
    uploadTemps: string[] | null;
  }
}

/** A file of a multipart form, written to a temporary file as it arrived (never held in memory whole). */
export interface UploadedFile {
  path: string;
  size: number;
  /** Its first bytes, enough to tell its kind (file-type reads at most 4100). */
  head: Buffer;
}

const HEAD_BYTES = 4100;

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
  /** Where files are written while they arrive (on the storage's disk, so keeping one is a rename). */
  tempDir: string;
  /**
   * Checks the text fields (throwing to refuse) before the first file byte is read. Given, the fields must
   * come before the files, as in S3's POST uploads and as browsers send a FormData built in that order.
   */
  checkFields?: (fields: Record<string, string>) => void;
}

export const FIELDS_AFTER_FILES = "Send the form's text fields before its files.";

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile[]>;
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
  let checked = !rules.checkFields;
  try {
    for await (const part of request.parts({
      limits: { fileSize: largest, files: maxFiles, fields: rules.maxFields, parts: maxFiles + rules.maxFields },
    })) {
      if (part.type === 'field') {
        if (checked) throw badRequest(FIELDS_AFTER_FILES);
        assertCleanText([part.fieldname, part.value]);
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!checked) {
        checked = true;
        rules.checkFields?.(form.fields);
      }
      const rule = rules.files[part.fieldname];
      if (!rule) throw badRequest(`Unexpected file field "${part.fieldname}".`);
      form.files[part.fieldname] ??= [];
      const list = form.files[part.fieldname];
      if (list.length >= rule.maxCount)
        throw badRequest(`At most ${rule.maxCount} file${rule.maxCount === 1 ? '' : 's'} in "${part.fieldname}".`);
      const file = await writeTemp(
        request,
        rules.tempDir,
        part.file,
        (chunk) => {
          total += chunk.length;
          if (total > rules.maxTotalBytes)
            throw new HttpError(
              413,
              `The upload is too large: at most ${Math.round(rules.maxTotalBytes / 1024 / 1024)} MB in one request.`,
            );
        },
        rule,
      );
      if (part.file.truncated) throw new HttpError(413, rule.tooLarge);
      if (file.size) list.push(file);
    }
  } catch (error) {
    request.bodyAbandoned = true;
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'A file is too large.');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'The form has too many files or fields.');
    if (code === 'ENOSPC' || code === 'EDQUOT') throw error; // the disk is full: 507, not the client's fault
    // busboy's "Unexpected end of form", "Malformed part header", a missing boundary, …: the client's fault
    request.log.info({ err: error }, 'malformed multipart');
    throw badRequest(MALFORMED_MULTIPART);
  }
  if (!checked) rules.checkFields?.(form.fields);
  return form;
}

/** Streams one file part into a temporary file, its size checked with every chunk. */
async function writeTemp(
  request: FastifyRequest,
  dir: string,
  source: NodeJS.ReadableStream,
  countTotal: (chunk: Buffer) => void,
  rule: FileRule,
): Promise<UploadedFile> {
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, `upload-${crypto.randomUUID()}.tmp`);
  request.uploadTemps ??= [];
  request.uploadTemps.push(file);
  let size = 0;
  const head: Buffer[] = [];
  let headBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > rule.maxBytes) return done(new HttpError(413, rule.tooLarge));
      try {
        countTotal(chunk);
      } catch (error) {
        return done(error as Error);
      }
      if (headBytes < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
        headBytes += Math.min(chunk.length, HEAD_BYTES - headBytes);
      }
      done(null, chunk);
    },
  });
  await pipeline(source, counter, fs.createWriteStream(file));
  return { path: file, size, head: Buffer.concat(head) };
}

/** Removes a request's temporary upload files once it is answered (or its client went away). */
export function removeUploadTemps(request: FastifyRequest): void {
  for (const file of request.uploadTemps ?? []) fs.rm(file, { force: true }, () => {});
  request.uploadTemps = null;
}
