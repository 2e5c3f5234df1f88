import type { ApiConfig } from '../config';
import type { Db, Engine } from '../db/database';
import type { Guard } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import type { Mailer } from '../mail/mailer';
import type { RateLimits } from './limits';
import type { FileStorage } from '../features/uploads/storage';
import type { Warmth } from '../features/health/warmth';

/** What every route module is given. */
export interface AppDeps {
  config: ApiConfig;
  db: Db;
  engine: Engine;
  tokens: TokenService;
  guard: Guard;
  mailer: Mailer;
  limits: RateLimits;
  /** Uploaded files (the disk folder in DATA_DIR unless another storage is given). */
  files: FileStorage;
  /** Ready for traffic once warmed up (GET /api/health/ready). */
  warmth: Warmth;
}
