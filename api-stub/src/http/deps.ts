import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import type { Guard } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import type { Mailer } from '../mail/mailer';

/** What every route module is given. */
export interface AppDeps {
  config: ApiConfig;
  db: Db;
  tokens: TokenService;
  guard: Guard;
  mailer: Mailer;
  uploadsDir: string;
}
