/**
 * Opens the lead database: PostgreSQL when DATABASE_URL is set (several servers share it), otherwise an
 * embedded SQLite file in the data folder (no set-up; the site and the `leads` command may use it at once).
 * Both sit behind one Kysely query layer and the same migrations.
 */
import 'server-only';
import { mkdirSync } from 'node:fs';
import { sqliteFile } from './database-file';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Generated } from 'kysely';
// The driver's CommonJS entry, which its ES module entry only re-exports: through that one the driver would be the
// build's only asynchronous module, and Turbopack then adds its support for those to the runtime that every browser
// page loads (0.4 KiB gzipped), although no browser code needs it.
import pg from 'pg/lib/index.js';
import { DatabaseNewerThanBuildError, migrations, unknownAppliedMigrations, type Dialect } from './migrations';

export interface LeadTable {
  id: string;
  kind: string;
  created_at: string;
  locale: string;
  page: string;
  name: string;
  email: string;
  /** The validated form values as JSON. */
  fields: string;
  attachment_name: string | null;
  attachment: Buffer | null;
  status: 'pending' | 'delivered';
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  claim_token: string | null;
  /** Why an estimate's copy to the visitor is not sent (a limit was reached), or null. */
  copy_withheld: string | null;
  refusals: Generated<number>;
  delivered_at: string | null;
  /** When the visitor's own copy was sent (estimates only). */
  copy_sent_at: string | null;
  last_error: string | null;
  /** The campaign attribution as JSON (see attribution.ts), or null. */
  attribution: string | null;
}

export interface LeadDatabase {
  leads: LeadTable;
  submission_attempts: { id: string; visitor: string; at: string };
  estimate_copies: { recipient: string; sent_at: string };
  secrets: { name: string; value: string };
}

export interface StorageConfig {
  /** postgres://… selects PostgreSQL; unset selects the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

export async function openDatabase(config: StorageConfig): Promise<{ db: Kysely<LeadDatabase>; dialect: Dialect }> {
  const dialect: Dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  const db = new Kysely<LeadDatabase>({
    dialect: config.databaseUrl ? new PostgresDialect({ pool: postgresPool(config.databaseUrl) }) : new SqliteDialect({ database: openSqlite(config.dataDir) }),
  });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    // Kysely refuses a database with migrations it has no code for; say what that means for an operator.
    const unknown = await unknownAppliedMigrations(db, dialect).catch(() => []);
    await db.destroy();
    throw unknown.length ? new DatabaseNewerThanBuildError(unknown) : new Error(`The lead database could not be migrated: ${String(error)}`);
  }
  return { db, dialect };
}

/**
 * The PostgreSQL connection pool. When the server ends an idle connection (a restart, a failover, an operator's
 * command), the pool drops it and says so with an error event; unheard, that event would end the whole site's
 * process. It is logged instead, and the next query opens a new connection.
 */
function postgresPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => console.error('A connection to the lead database was closed by the server:', error.message));
  return pool;
}

function openSqlite(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const database = new SqliteDatabase(sqliteFile(dataDir));
  // Write-ahead logging lets the `leads` command read and write while the site runs.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = FULL');
  // Deleted leads are overwritten with zeros, not left readable in free pages of the file.
  database.pragma('secure_delete = ON');
  return database;
}
