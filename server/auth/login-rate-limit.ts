export interface LoginRateLimitOptions {
  maxFailuresPerName: number;
  maxFailuresPerIp: number;
  windowMs: number;
  now?: () => number;
}

const DEFAULTS: LoginRateLimitOptions = {
  maxFailuresPerName: 10,
  maxFailuresPerIp: 30,
  windowMs: 15 * 60 * 1000,
};

/** Beyond this many tracked keys, expired ones are swept so random names cannot grow memory without end. */
const SWEEP_THRESHOLD = 10_000;

/** Counts failed logins in a sliding window per user name and per client IP, in this process's memory. */
export class LoginRateLimit {
  readonly #options: LoginRateLimitOptions;
  readonly #now: () => number;
  readonly #byName = new Map<string, number[]>();
  readonly #byIp = new Map<string, number[]>();

  constructor(options: Partial<LoginRateLimitOptions> = {}) {
    this.#options = { ...DEFAULTS, ...options };
    this.#now = options.now ?? Date.now;
  }

  isBlocked(ip: string, username: string): boolean {
    return (
      this.#recent(this.#byName, nameKey(username)) >= this.#options.maxFailuresPerName ||
      this.#recent(this.#byIp, ip) >= this.#options.maxFailuresPerIp
    );
  }

  recordFailure(ip: string, username: string): void {
    this.#add(this.#byName, nameKey(username));
    this.#add(this.#byIp, ip);
  }

  recordSuccess(username: string): void {
    this.#byName.delete(nameKey(username));
  }

  #recent(failures: Map<string, number[]>, key: string): number {
    const since = this.#now() - this.#options.windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times.length;
  }

  #add(failures: Map<string, number[]>, key: string): void {
    if (failures.size >= SWEEP_THRESHOLD) {
      for (const tracked of [...failures.keys()]) this.#recent(failures, tracked);
    }
    this.#recent(failures, key);
    failures.set(key, [...(failures.get(key) ?? []), this.#now()]);
  }
}

/** Case variants of one name share a counter, so changing case does not buy more attempts. */
function nameKey(username: string): string {
  return username.toLowerCase();
}
