/**
 * The lead database's schema, one migration per change, applied in order at start-up by Kysely's migrator
 * (which takes a lock, so several servers can start at once). The same migrations run on SQLite and PostgreSQL.
 */
import 'server-only';
import { DEFAULT_MIGRATION_TABLE, sql, type Kysely, type Migration } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The database has applied migrations this build does not know: a newer release upgraded it, and this one (a
 * rollback, or a server left on the old release) cannot trust its own queries on that schema. The lead store stays
 * closed, so forms fail while pages are served, until the newer release runs again or the backup is restored.
 */
export class DatabaseNewerThanBuildError extends Error {
  constructor(readonly unknownMigrations: string[]) {
    super(
      `The lead database was upgraded by a newer release of the site (migrations this build does not know: ${unknownMigrations.join(', ')}). ` +
        'Pages are served, but forms fail and no lead is stored or delivered until you deploy that newer release again ' +
        'or restore the backup taken before the upgrade.',
    );
    this.name = 'DatabaseNewerThanBuildError';
  }
}

/** The migrations the database records as applied that this build does not have; none when it has no record yet. */
export async function unknownAppliedMigrations<Database>(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const known = migrations(dialect);
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return rows.map((row) => row.name).filter((name) => !Object.hasOwn(known, name)).sort();
}

export function migrations(dialect: Dialect): Record<string, Migration> {
  const bytes = dialect === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    '2026-11-21-leads': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('leads')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('kind', 'text', (column) => column.notNull())
          .addColumn('created_at', 'text', (column) => column.notNull())
          .addColumn('locale', 'text', (column) => column.notNull())
          .addColumn('page', 'text', (column) => column.notNull())
          .addColumn('name', 'text', (column) => column.notNull())
          .addColumn('email', 'text', (column) => column.notNull())
          .addColumn('fields', 'text', (column) => column.notNull())
          .addColumn('attachment_name', 'text')
          .addColumn('attachment', bytes)
          .addColumn('status', 'text', (column) => column.notNull())
          .addColumn('attempts', 'integer', (column) => column.notNull())
          .addColumn('next_attempt_at', 'text', (column) => column.notNull())
          .addColumn('claimed_until', 'text')
          .addColumn('delivered_at', 'text')
          .addColumn('last_error', 'text')
          .execute();
        await db.schema.createIndex('leads_due').on('leads').columns(['status', 'next_attempt_at']).execute();
        await db.schema
          .createTable('form_results')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('kind', 'text', (column) => column.notNull())
          .addColumn('locale', 'text', (column) => column.notNull())
          .addColumn('page', 'text', (column) => column.notNull())
          .addColumn('outcome', 'text', (column) => column.notNull())
          .addColumn('state', 'text', (column) => column.notNull())
          .addColumn('created_at', 'text', (column) => column.notNull())
          .execute();
        await db.schema.createIndex('form_results_created').on('form_results').column('created_at').execute();
      },
    },
    // Estimates also go to the visitor: the time that copy was sent, so a retry does not send it twice.
    '2026-11-22-visitor-copy': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('leads').addColumn('copy_sent_at', 'text').execute();
      },
    },
    // Which delivery run holds a lead (every change it makes checks this), and how often mail servers refused it for good.
    '2026-11-25-claims': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('leads').addColumn('claim_token', 'text').execute();
        await db.schema.alterTable('leads').addColumn('refusals', 'integer', (column) => column.notNull().defaultTo(0)).execute();
      },
    },
    // The per-visitor limit shared by several servers: a keyed hash of the visitor, never the address, per attempt.
    '2026-11-25-shared-limits': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('submission_attempts')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('visitor', 'text', (column) => column.notNull())
          .addColumn('at', 'text', (column) => column.notNull())
          .execute();
        await db.schema.createIndex('submission_attempts_visitor').on('submission_attempts').columns(['visitor', 'at']).execute();
        // An estimate's copy to the visitor: the keyed hash of each recipient and when it last got one.
        await db.schema
          .createTable('estimate_copies')
          .addColumn('recipient', 'text', (column) => column.primaryKey())
          .addColumn('sent_at', 'text', (column) => column.notNull())
          .execute();
        await db.schema.alterTable('leads').addColumn('copy_withheld', 'text').execute();
        await db.schema
          .createTable('secrets')
          .addColumn('name', 'text', (column) => column.primaryKey())
          .addColumn('value', 'text', (column) => column.notNull())
          .execute();
      },
    },
    // A form sent without JavaScript is answered with its page in the state it ends in: no result is kept any more.
    '2026-11-28-no-form-results': {
      async up(db: Kysely<unknown>) {
        await db.schema.dropTable('form_results').ifExists().execute();
      },
    },
    // The campaign that brought a lead: the sending page's campaign parameters and the session's landing, as JSON.
    '2026-11-28-with-attribution': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('leads').addColumn('attribution', 'text').execute();
      },
    },
  };
}
