import type { Generated } from 'kysely';

// Table types of the database. Column names are snake_case; the API speaks camelCase.
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: 'student' | 'owner';
  hostel_name: string | null;
  username: string | null;
  profile_picture_url: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

export interface UploadsTable {
  id: string;
  user_id: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  password_resets: PasswordResetsTable;
  contact_messages: ContactMessagesTable;
  uploads: UploadsTable;
}
