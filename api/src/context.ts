// What every route needs: the store, the resolved options, secrets, mail, tokens and the clock.
import type { Store } from './db/store';
import type { ResolvedOptions } from './config';
import type { SecretBox } from './lib/secret-box';
import type { Mailer } from './mail/mailer';
import type { TokenService } from './auth/tokens';

export interface AppContext {
  store: Store;
  options: ResolvedOptions;
  box: SecretBox;
  mailer: Mailer;
  tokens: TokenService;
  now: () => number;
}
