import { conflict } from '../../errors';

/** A write that names a version refuses to overwrite a newer state. */
export function assertVersion(sent: number | null | undefined, current: number, what: string): void {
  if (sent !== null && sent !== undefined && sent !== current) {
    throw conflict(`The ${what} was changed meanwhile (now version ${current}); reload it and try again.`, {
      version: current,
    });
  }
}
