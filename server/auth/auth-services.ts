import type { LoginRateLimit } from './login-rate-limit';
import type { TokenService } from './tokens';

/** What `login` needs from the running app: one instance per app, shared by all its requests. */
export interface AuthServices {
  tokens: TokenService;
  loginRateLimit: LoginRateLimit;
  /** `Config.passwordCost`: an unknown user name is checked against a dummy hash of this cost. */
  passwordCost: number;
}
