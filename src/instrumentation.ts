// Runs once when the server starts: a missing or invalid variable stops the start with a clear message.
export async function register() {
  await import('./lib/env');
}
