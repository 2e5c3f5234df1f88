// Payloads of the auth API (spec §3, §7), shared by the shell, the remotes and the API server.
export type Role = 'student' | 'owner';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The user kept in the session (localStorage key `user`). */
export interface User {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  hostelName?: string;
  username?: string;
  profilePictureUrl?: string;
}

/** The profile as GET/PUT /api/auth/profile answer it. */
export interface Profile extends User {
  phoneNumber: string;
  username: string;
  profilePictureUrl: string;
  address: string;
  location: GeoPoint | null;
}

export interface AuthResponse {
  token: string;
  user: User;
}

export interface LoginPayload {
  email: string;
  password: string;
  role: Role;
}

export interface RegisterPayload {
  name: string;
  email: string;
  phone: string;
  password: string;
  role: Role;
  hostelName?: string;
}

export interface ProfileUpdatePayload {
  name?: string;
  username?: string;
  phoneNumber?: string;
  profilePictureUrl?: string;
  address?: string;
  location?: GeoPoint | null;
  currentPassword?: string;
  newPassword?: string;
}

export interface ProfileUpdateResponse {
  message: string;
  user: Profile;
  /** After a password change: the session's fresh token (every older one has ended). */
  token?: string;
}

export interface MessageResponse {
  message: string;
}

export interface UploadResponse {
  secure_url: string;
}
