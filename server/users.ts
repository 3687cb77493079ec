import { randomBytes, randomUUID } from 'node:crypto';
import { ROLES, type Role } from '../domain/auth/permissions';
import { hashPassword } from './auth/password';
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

export interface LoginCandidate {
  id: string;
  username: string;
  clientId: string;
  role: Role;
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

export async function setPassword(
  db: Queryable,
  username: string,
  password: string,
  passwordCost: number,
): Promise<void> {
  const passwordHash = await hashPassword(validatePassword(password), passwordCost);
  const updated = await db.query(
    'update users set password_hash = $2, updated_at = now() where username = $1 returning id',
    [username, passwordHash],
  );
  if (updated.length === 0) throw new UserError(`There is no user "${username}".`);
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

export async function findLoginCandidate(db: Queryable, username: string): Promise<LoginCandidate | null> {
  const [row] = await db.query<{
    id: string;
    username: string;
    client_id: string;
    role: Role;
    password_hash: string;
  }>('select id, username, client_id, role, password_hash from users where username = $1', [username]);
  return row
    ? {
        id: row.id,
        username: row.username,
        clientId: row.client_id,
        role: row.role,
        passwordHash: row.password_hash,
      }
    : null;
}

/** The user a token is issued for, as stored now; null when there is no such user any more. */
export async function findTokenUser(db: Queryable, id: string): Promise<TokenUser | null> {
  const [row] = await db.query<{ id: string; username: string; client_id: string; role: Role }>(
    'select id, username, client_id, role from users where id = $1',
    [id],
  );
  return row ? { id: row.id, username: row.username, clientId: row.client_id, role: row.role } : null;
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
