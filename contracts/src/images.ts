import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from './limits';

/** Checks a chosen picture before upload (the server checks again by content). Returns a message or null. */
export function checkImageFile(file: File): string | null {
  if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}
