export { useApiData } from './useApiData';
export type { ApiData } from './useApiData';
export { PasswordChangeForm } from './account/PasswordChangeForm';
export { ProfilePictureField, useProfilePicture } from './account/ProfilePictureField';
export { useProfileSettings } from './account/useProfileSettings';
export type { ProfileSettingsState } from './account/useProfileSettings';
