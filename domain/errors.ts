import type { z } from 'zod';

/** How zod words its problems (one of its locales). */
type IssueWords = z.core.$ZodErrorMap;

/**
 * Input that breaks a rule of the domain; `path` names the offending part, e.g. `elements[2].elementId`.
 * The message is the API's (English); `german` says the same to a user (an import's report), when given:
 * a text, or for zod's problems how to word it again in zod's German.
 */
export class DomainInputError extends Error {
  readonly path?: string;
  readonly #german?: string | ((words: IssueWords) => string | undefined);

  constructor(message: string, path?: string, german?: string | ((words: IssueWords) => string | undefined)) {
    super(path ? `${path}: ${message}` : message);
    this.name = 'DomainInputError';
    this.path = path;
    this.#german = german;
  }

  /** The problem in German with its path (zod's problems in `germanWords`), else the API's message. */
  inGerman(germanWords: IssueWords): string {
    const german = typeof this.#german === 'function' ? this.#german(germanWords) : this.#german;
    if (german === undefined) return this.message;
    return this.path ? `${this.path}: ${german}` : german;
  }
}

/** Renders a zod path as `a.b[2].c`, prefixed with the argument name. */
export function formatPath(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    root,
  );
}

/** Parses `input` with `schema`; the first problem becomes a DomainInputError naming its path. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown, root: string): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new DomainInputError('is invalid', root, 'ist ungültig');
  throw new DomainInputError(
    issue.message,
    formatPath(root, issue.path),
    (words) => schema.safeParse(input, { error: words }).error?.issues[0]?.message,
  );
}
