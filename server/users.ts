import { randomBytes, randomUUID } from 'node:crypto';
import { ROLES, type Role } from '../domain/auth/permissions';
import { hashPassword } from './auth/password';
import { announceSessionsEnded, endSessions } from './auth/session-versions';
import type { TokenUser } from './auth/tokens';
import type { Config } from './config';
import type { Database, Queryable } from './db/database';

/** A rejected user or client change; its message is fit to show to whoever asked for it. */
export class UserError extends Error {}

export interface UserSummary {
  id: string;
  username: string;
  client: string;
  role: Role;
  createdAt: Date;
}

export interface LoginCandidate extends TokenUser {
  passwordHash: string;
}

export interface NewUser {
  client: string;
  username: string;
  password: string;
  role: Role;
}

const NAME_PATTERN = /^\S{1,64}$/u;

export function validateName(kind: 'User name' | 'Client', name: string): string {
  if (!NAME_PATTERN.test(name)) {
    throw new UserError(`${kind} must be 1 to 64 characters without spaces: "${name}"`);
  }
  return name;
}

export function validatePassword(password: string): string {
  if (password.length < 8 || password.length > 256) {
    throw new UserError('Password must be 8 to 256 characters long.');
  }
  return password;
}

export function validateRole(role: string): Role {
  const known = ROLES.find((candidate) => candidate === role);
  if (!known) throw new UserError(`Role must be one of ${ROLES.join(', ')}: "${role}"`);
  return known;
}

/** 24 URL-safe characters, 144 bits of randomness. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** Creates the client (tenant) when it does not exist yet; returns whether it was created. */
export async function ensureClient(db: Queryable, clientId: string): Promise<boolean> {
  validateName('Client', clientId);
  const inserted = await db.query(
    'insert into clients (id, name) values ($1, $1) on conflict (id) do nothing returning id',
    [clientId],
  );
  return inserted.length > 0;
}

export async function addUser(db: Database, user: NewUser, passwordCost: number): Promise<UserSummary> {
  const username = validateName('User name', user.username);
  const password = validatePassword(user.password);
  const role = validateRole(user.role);
  const passwordHash = await hashPassword(password, passwordCost);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await ensureClient(tx, user.client);
    const [row] = await tx.query<{ created_at: Date }>(
      `insert into users (id, client_id, username, password_hash, role) values ($1, $2, $3, $4, $5)
       on conflict (username) do nothing returning created_at`,
      [id, user.client, username, passwordHash, role],
    );
    if (!row) throw new UserError(`User "${username}" already exists.`);
    return { id, username, client: user.client, role, createdAt: row.created_at };
  });
}

/** The id of the user called `username`; a UserError when there is none. */
async function userIdOf(db: Queryable, username: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from users where username = $1', [username]);
  if (!row) throw new UserError(`There is no user "${username}".`);
  return row.id;
}

/** Sets a new password; every session the user had ends with the old one. */
export async function setPassword(
  db: Database,
  username: string,
  password: string,
  passwordCost: number,
): Promise<void> {
  const passwordHash = await hashPassword(validatePassword(password), passwordCost);
  await db.transaction(async (tx) => {
    const id = await userIdOf(tx, username);
    await tx.query('update users set password_hash = $2 where id = $1', [id, passwordHash]);
    await endSessions(tx, id);
  });
}

/** Gives the user another role; the sessions with the old one's permissions end. */
export async function setRole(db: Database, username: string, role: string): Promise<void> {
  const known = validateRole(role);
  await db.transaction(async (tx) => {
    const id = await userIdOf(tx, username);
    await tx.query('update users set role = $2 where id = $1', [id, known]);
    await endSessions(tx, id);
  });
}

/** Ends every session of the user: each device has to log in again. */
export async function logOutEverywhere(db: Database, username: string): Promise<void> {
  await db.transaction(async (tx) => endSessions(tx, await userIdOf(tx, username)));
}

/** Removes the user for good, and with it every session; what the user wrote stays. */
export async function removeUser(db: Database, username: string): Promise<void> {
  await db.transaction(async (tx) => {
    const id = await userIdOf(tx, username);
    await tx.query('delete from users where id = $1', [id]);
    await announceSessionsEnded(tx, id);
  });
}

export async function listUsers(db: Queryable): Promise<UserSummary[]> {
  const rows = await db.query<{
    id: string;
    username: string;
    client_id: string;
    role: Role;
    created_at: Date;
  }>('select id, username, client_id, role, created_at from users order by client_id, username');
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    client: row.client_id,
    role: row.role,
    createdAt: row.created_at,
  }));
}

interface TokenUserRow {
  id: string;
  username: string;
  client_id: string;
  role: Role;
  session_version: number;
}

const TOKEN_USER_COLUMNS = 'id, username, client_id, role, session_version';

const tokenUserOf = (row: TokenUserRow): TokenUser => ({
  id: row.id,
  username: row.username,
  clientId: row.client_id,
  role: row.role,
  sessionVersion: row.session_version,
});

export async function findLoginCandidate(db: Queryable, username: string): Promise<LoginCandidate | null> {
  const [row] = await db.query<TokenUserRow & { password_hash: string }>(
    `select ${TOKEN_USER_COLUMNS}, password_hash from users where username = $1`,
    [username],
  );
  return row ? { ...tokenUserOf(row), passwordHash: row.password_hash } : null;
}

/** The user a token is issued for, as stored now; null when there is no such user any more. */
export async function findTokenUser(db: Queryable, id: string): Promise<TokenUser | null> {
  const [row] = await db.query<TokenUserRow>(`select ${TOKEN_USER_COLUMNS} from users where id = $1`, [id]);
  return row ? tokenUserOf(row) : null;
}

export const DEFAULT_CLIENT = 'default';

/**
 * On an empty user table, creates client `default` with an admin from the configured name and password,
 * or a generated password that is printed once through `log`. Returns the created user name, if any.
 */
export async function ensureFirstAdmin(
  db: Database,
  config: Pick<Config, 'adminUsername' | 'adminPassword' | 'passwordCost'>,
  log: (message: string) => void,
): Promise<string | null> {
  const [anyUser] = await db.query('select 1 from users limit 1');
  if (anyUser) return null;
  const username = validateName('User name', config.adminUsername);
  const password = config.adminPassword ? validatePassword(config.adminPassword) : generatePassword();
  const passwordHash = await hashPassword(password, config.passwordCost);
  const created = await db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL database must not both create the first user.
    await tx.query('lock table users in share row exclusive mode');
    const [existing] = await tx.query('select 1 from users limit 1');
    if (existing) return false;
    await ensureClient(tx, DEFAULT_CLIENT);
    await tx.query(
      `insert into users (id, client_id, username, password_hash, role) values ($1, $2, $3, $4, 'admin')`,
      [randomUUID(), DEFAULT_CLIENT, username, passwordHash],
    );
    return true;
  });
  if (!created) return null;
  log(
    config.adminPassword
      ? `Created user ${username} from ALLOY_ADMIN_PASSWORD.`
      : `Created user ${username} with password ${password}`,
  );
  return username;
}
