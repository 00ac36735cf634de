/** The PostgreSQL driver's CommonJS entry (imported by database.ts) is the package itself. */
declare module 'pg/lib/index.js' {
  import pg from 'pg';
  export default pg;
}
