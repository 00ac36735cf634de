import path from 'node:path';

/**
 * The embedded database's file in the data folder: the one fact about lead storage that the end-to-end tests, which
 * read it from outside the server, share with the server.
 */
export function sqliteFile(dataDir: string) {
  return path.join(dataDir, 'leads.sqlite');
}
