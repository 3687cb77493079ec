import { parseArgs } from 'node:util';
import { ROLES } from '../../domain/auth/permissions';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import {
  addUser,
  DEFAULT_CLIENT,
  generatePassword,
  listUsers,
  logOutEverywhere,
  removeUser,
  setPassword,
  setRole,
  UserError,
  validateRole,
} from '../users';
import { runCli, UsageError } from './run-cli';

const USAGE = `Usage:
  npm run users -- add <name> [--client <client>] [--password <password>] [--role ${ROLES.join('|')}]
  npm run users -- passwd <name> [--password <password>]
  npm run users -- role <name> ${ROLES.join('|')}
  npm run users -- logout <name>
  npm run users -- remove <name>
  npm run users -- list

Without --password a password is generated and printed. add creates the client when it is new
(default client: ${DEFAULT_CLIENT}, default role: admin). passwd, role, logout and remove end every
session of the user at once, on every server. Uses ALLOY_DATA_DIR or DATABASE_URL like the server.`;

const COMMANDS = ['add', 'passwd', 'role', 'logout', 'remove', 'list'] as const;
type Command = (typeof COMMANDS)[number];

function commandOf(positionals: string[]): Command {
  const [given] = positionals;
  const command = COMMANDS.find((known) => known === given);
  if (!command) throw new UsageError(given ? `Unknown command "${given}".` : 'Missing command.');
  return command;
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        client: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function onlyName(positionals: string[]): string {
  const [, name, ...extra] = positionals;
  if (!name || extra.length > 0) throw new UsageError('Give exactly one user name.');
  return name;
}

function nameAndRole(positionals: string[]): [string, string] {
  const [, name, role, ...extra] = positionals;
  if (!name || !role || extra.length > 0) throw new UsageError('Give a user name and a role.');
  return [name, role];
}

async function run(
  db: Database,
  config: Config,
  command: Command,
  { values, positionals }: ReturnType<typeof parse>,
) {
  switch (command) {
    case 'add': {
      const password = values.password ?? generatePassword();
      const user = await addUser(
        db,
        {
          username: onlyName(positionals),
          client: values.client ?? DEFAULT_CLIENT,
          role: validateRole(values.role ?? 'admin'),
          password,
        },
        config.passwordCost,
      );
      const created = `Created user ${user.username} (client ${user.client}, role ${user.role})`;
      console.log(values.password ? `${created}.` : `${created} with password ${password}`);
      return;
    }
    case 'passwd': {
      const username = onlyName(positionals);
      const password = values.password ?? generatePassword();
      await setPassword(db, username, password, config.passwordCost);
      console.log(
        values.password ? `Changed the password of ${username}.` : `New password of ${username}: ${password}`,
      );
      return;
    }
    case 'role': {
      const [username, role] = nameAndRole(positionals);
      await setRole(db, username, role);
      console.log(`${username} is now ${role}; their sessions have ended.`);
      return;
    }
    case 'logout': {
      const username = onlyName(positionals);
      await logOutEverywhere(db, username);
      console.log(`Ended every session of ${username}.`);
      return;
    }
    case 'remove': {
      const username = onlyName(positionals);
      await removeUser(db, username);
      console.log(`Removed user ${username}.`);
      return;
    }
    case 'list': {
      const users = await listUsers(db);
      if (users.length === 0) console.log('No users.');
      for (const user of users) {
        console.log([user.username, user.client, user.role, user.createdAt.toISOString()].join('\t'));
      }
    }
  }
}

async function main(args: string[]): Promise<number> {
  const parsed = parse(args);
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const command = commandOf(parsed.positionals);
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    await run(db, config, command, parsed);
    return 0;
  } finally {
    await db.close();
  }
}

runCli(main, USAGE, (error) => error instanceof UserError);
