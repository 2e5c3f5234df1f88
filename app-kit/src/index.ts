// Front-end helpers the apps share at build time: server state, contract forms, the account screens' parts.
export { EmailSettingsCard } from './account/EmailSettingsCard';
export { PasswordChangeForm } from './account/PasswordChangeForm';
export { PersonalInfoForm } from './account/PersonalInfoForm';
export { ProfilePictureField, useProfilePicture } from './account/ProfilePictureField';
export { profileError, profileQuery, useProfile, useSaveProfile } from './account/profileQuery';
export { type CallAnswer, type CallInput, callApi } from './api/callApi';
export { downloadFile } from './api/downloadFile';
export { everyPage } from './api/everyPage';
export { type Check, firstProblem, formProblem } from './forms/firstProblem';
export { useContractForm } from './forms/useContractForm';
export { FORM_CHECK_UNAVAILABLE, useLazyContractForm } from './forms/useLazyContractForm';
export { notificationsApi, notificationsQuery, useMarkAllRead } from './notifications/notifications';
export { AppQueryProvider, createAppQueryClient } from './query/queryClient';
export { errorText, QueryView } from './query/QueryView';
export { useDrawnInSlices } from './query/useDrawnInSlices';
export { type AreaPages, type LazyScreen, lazyScreen, pagePreparer, ShowScreen } from './routing/lazyScreen';
export { useInvalidate } from './query/useInvalidate';
export { documentTitle, PageMetaCollector, usePageMeta } from './page/usePageMeta';
