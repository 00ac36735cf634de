/**
 * Backups of the embedded lead database, taken while the site runs. SQLite's online backup copies a consistent
 * snapshot page by page, committed writes still in the write-ahead log included, while the server keeps writing;
 * copying the file itself could catch it half-written. PostgreSQL is backed up with its own pg_dump.
 */
import 'server-only';
import { closeSync, existsSync, linkSync, openSync, rmSync, statSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { sqliteFile } from './database-file';

/** What a PostgreSQL deployment runs instead, with the same file name (`DATABASE_URL` from its environment). */
export const pgDumpCommand = (file: string) => `pg_dump --format=custom --file=${shellQuoted(file)} "$DATABASE_URL"`;

/**
 * Copies the embedded database in `dataDir` to `target`, a new file readable by its owner only, never over an
 * existing one. Says the copy's size in bytes and how many leads it holds.
 */
export async function backupEmbeddedDatabase(dataDir: string, target: string): Promise<{ bytes: number; leads: number }> {
  const file = sqliteFile(dataDir);
  if (!existsSync(file)) throw new Error(`There is no lead database at ${file} (DATA_DIR): nothing to back up.`);
  if (existsSync(target)) throw new Error(`${target} exists: a backup never overwrites a file. Choose a new name.`);
  // Written under a name of its own, so an interrupted backup never looks like one; created private, as it holds leads.
  const partial = `${target}.partial-${process.pid}`;
  closeSync(openSync(partial, 'wx', 0o600));
  try {
    const source = new SqliteDatabase(file, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(partial);
    } finally {
      source.close();
    }
    // One self-contained file (no write-ahead log beside it), whose leads are counted from the copy itself.
    const copy = new SqliteDatabase(partial, { fileMustExist: true });
    let leads: number;
    try {
      copy.pragma('journal_mode = DELETE');
      leads = (copy.prepare('select count(*) as leads from leads').get() as { leads: number }).leads;
    } finally {
      copy.close();
    }
    // A link, unlike a rename, fails if the name was taken meanwhile.
    try {
      linkSync(partial, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(`${target} exists: a backup never overwrites a file. Choose a new name.`);
      throw error;
    }
    return { bytes: statSync(target).size, leads };
  } finally {
    rmSync(partial, { force: true });
  }
}

function shellQuoted(text: string) {
  return /^[\w./@%+=:,-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
