export const MAX_IMAGE_BYTES = 2 * 1024 * 1024; // 2097152, spec §9
export const IMAGE_TOO_LARGE = 'Image is too large (max 2MB).';
export const NOT_AN_IMAGE = 'Please choose an image file (PNG, JPEG, GIF or WebP).';

/** Checks a chosen picture before upload (the server checks again by content). Returns a message or null. */
export function checkImageFile(file: File): string | null {
  if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
