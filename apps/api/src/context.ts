// What the account and administration routes share: config, database, mailer, clock, background tasks.
import type { Config } from './config';
import type { DatabaseHandle } from './db/handle';
import type { Mailer } from './mail/mailer';
import type { FileStore } from './files/file-store';
import type { SecretBox } from './security/secrets';
import type { JobRunner } from './jobs/runner-handle';
import type { Settings } from './security/settings';
import type { SessionCache } from './security/session-cache';

export type ServerContext = {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Seals and opens the secrets kept encrypted (tax ids). */
  secrets: SecretBox;
  /** The bytes of uploaded images and documents (a folder under DATA_DIR, or S3 when S3_URL is set). */
  files: FileStore;
  now: () => Date;
  /** Work finished after the answer (e-mail), awaited before the app closes. */
  background(task: () => Promise<void>): void;
  /** System values read on every request (session length, sign-in limits), cached briefly. */
  settings: Settings;
  /** Sessions this instance read in the last minute, emptied by the database's notices of any change. */
  sessionCache: SessionCache;
  /** This instance's runner of the scheduled jobs (null with JOBS=off). */
  jobs: JobRunner | null;
};
