import type { TreeKind } from '../../../domain/directory/types';
import { DomainInputError } from '../../../domain/errors';
import { badInput } from '../../errors';

/** Runs a domain parser; its input errors reach the client as BAD_USER_INPUT naming the offending path. */
export function parseArgument<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof DomainInputError) {
      throw badInput(error.message, error.path ? { path: error.path } : undefined);
    }
    throw error;
  }
}

const FRONT_END_TYPE = /^[a-z0-9_-]{1,40}$/;

/** The front-end type all of the product's own trees live under. */
export const DEFAULT_FRONT_END_TYPE = 'alloy';

/** Explicit nulls pass GraphQL for arguments with defaults, so they are refused here. */
export function parseFrontEndType(value: string | null | undefined): string {
  if (typeof value !== 'string' || !FRONT_END_TYPE.test(value)) {
    throw badInput('frontEndType must be 1 to 40 lowercase letters, digits, "_" or "-".', {
      path: 'frontEndType',
    });
  }
  return value;
}

export function parseTreeKind(value: TreeKind | null | undefined): TreeKind {
  if (value !== 'DATA' && value !== 'SCHEMA')
    throw badInput('tree must be DATA or SCHEMA.', { path: 'tree' });
  return value;
}
