import { fileTypeFromBuffer } from 'file-type';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024; // 2097152, spec §9

const allowed: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/** The image kind of a file by its content (not its name or claimed type); null if not an accepted image. */
export async function sniffImage(buffer: Buffer): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !allowed[type.mime]) return null;
  return { mime: type.mime, ext: allowed[type.mime] };
}
