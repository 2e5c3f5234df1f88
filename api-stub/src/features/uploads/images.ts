export const MAX_HOSTEL_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_HOSTEL_IMAGES = 8;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
