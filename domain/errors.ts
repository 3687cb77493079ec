import type { z } from 'zod';

/** Input that breaks a rule of the domain; `path` names the offending part, e.g. `elements[2].elementId`. */
export class DomainInputError extends Error {
  readonly path?: string;

  constructor(message: string, path?: string) {
    super(path ? `${path}: ${message}` : message);
    this.name = 'DomainInputError';
    this.path = path;
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
  if (!issue) throw new DomainInputError('is invalid', root);
  throw new DomainInputError(issue.message, formatPath(root, issue.path));
}
