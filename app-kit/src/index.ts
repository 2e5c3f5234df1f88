export { PasswordChangeForm } from './account/PasswordChangeForm';
export { ProfilePictureField, useProfilePicture } from './account/ProfilePictureField';
export type { ProfileSettingsState } from './account/useProfileSettings';
export { useProfileSettings } from './account/useProfileSettings';
export { useContractForm } from './forms/useContractForm';
export { AppQueryProvider, createAppQueryClient } from './query/queryClient';
export { errorText, QueryView } from './query/QueryView';
export { useApiData } from './useApiData';
export type { ApiData } from './useApiData';
