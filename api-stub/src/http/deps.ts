import type { ApiConfig } from '../config';
import type { Db, Engine } from '../db/database';
import type { Guard } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import type { Mailer } from '../mail/mailer';

/** What every route module is given. */
export interface AppDeps {
  config: ApiConfig;
  db: Db;
  engine: Engine;
  tokens: TokenService;
  guard: Guard;
  mailer: Mailer;
  uploadsDir: string;
}
