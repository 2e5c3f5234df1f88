import { checkImageFile, IMAGE_TOO_LARGE, NOT_AN_IMAGE } from './index';

const file = (size: number, type: string) => new File([new Uint8Array(size)], 'x', { type });

it('accepts images up to 2 MB and refuses larger ones and other files', () => {
  expect(checkImageFile(file(2097152, 'image/png'))).toBeNull();
  expect(checkImageFile(file(2097153, 'image/jpeg'))).toBe(IMAGE_TOO_LARGE);
  expect(IMAGE_TOO_LARGE).toBe('Image is too large (max 2MB).');
  expect(checkImageFile(file(10, 'application/pdf'))).toBe(NOT_AN_IMAGE);
  expect(checkImageFile(file(10, 'image/svg+xml'))).toBe(NOT_AN_IMAGE);
});
