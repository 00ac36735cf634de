// Runs once when the server starts: a missing or invalid variable stops the start with a clear message.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./lib/server-start');
    await startServer();
  }
}
