/**
 * `npm run cluster`: the production build as several servers run it (test/cluster.ts), on SITE_URL's port (8080 by
 * default): two instances behind nginx with the shipped configuration (deploy/nginx/), sharing Redis and PostgreSQL.
 * Ctrl-C stops everything it started.
 */
import { checkPackages, startCluster } from '../test/cluster';

async function main() {
  checkPackages();
  const port = Number(new URL(process.env.SITE_URL ?? 'http://localhost:8080').port || 80);
  const passedOn = ['SMTP_URL', 'CONTENT_API_URL', 'CONTENT_API_TOKEN', 'CONTENT_WEBHOOK_SECRET', 'GTM_ID'];
  const cluster = await startCluster({
    port,
    env: Object.fromEntries(passedOn.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : []))),
    onLog: (instance, line) => console.log(`[${instance}] ${line}`),
  });
  console.log(`\nThe cluster answers on ${cluster.origin}:`);
  for (const server of cluster.instances) console.log(`  ${server.name}: ${server.origin}`);
  console.log(`  Redis: ${cluster.redis.url}\n  PostgreSQL: ${cluster.postgres.url}\n  nginx: ${cluster.nginx.config} (deploy/nginx/ with this machine's folders), build files from ${cluster.root}\nCtrl-C stops everything.`);
  const stop = async () => {
    console.log('\nStopping the cluster …');
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

void main();
