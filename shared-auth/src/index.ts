// The session contract, shared at run time as one singleton by the shell and every remote: the session
// store, the API client, the auth calls and the route guards. Nothing else belongs here: a breaking change
// to what this file exports bumps the major version (package.json), and a release whose remotes require
// another major is refused (tools/delivery/verify.mjs). Domain types live in `contracts`, helpers in `app-kit`.
export type { Role, User, Profile, AuthResponse, LoginPayload, RegisterPayload } from 'contracts';
export { useSession, syncSessionAcrossTabs, isLoggedIn, TOKEN_KEY, USER_KEY } from './store';
export type { SessionState } from './store';
export { api, ApiError, configureApi, isNetworkError, httpStatus, serverMessage } from './client';
export type { ApiRequest, ApiRequestConfig, ApiResponse, Transport } from './client';
export { startEarly, EARLY_FRESH_MS } from './early';
export { authApi, INVALID_RESPONSE } from './authApi';
export { registerNavigate, navigateOutsideReact } from './navigation';
export { useAuth, useAuthActions } from './hooks';
export type { AuthView } from './hooks';
export { RequireAuth, RequireRole } from './guards';
export type { LoginRedirectState } from './guards';
export { ROLE_LABELS, dashboardPath, DEMO_ACCOUNTS, isDemoAccount } from './roles';
