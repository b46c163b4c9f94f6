// What the account and administration routes share: config, database, mailer, clock, background tasks.
import type { Config } from './config';
import type { DatabaseHandle } from './db/handle';
import type { Mailer } from './mail/mailer';
import type { SecretBox } from './security/secrets';

export type ServerContext = {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Seals and opens the secrets kept encrypted (tax ids). */
  secrets: SecretBox;
  now: () => Date;
  /** Work finished after the answer (e-mail), awaited before the app closes. */
  background(task: () => Promise<void>): void;
};
