import { loadConfig } from './config/app-config.js';
import { createApp } from './app.js';

const config = loadConfig();
const started = Date.now();
const { app, demoAccounts, seeded } = await createApp(config);
await app.listen(config.port, config.host);

const host = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
const lines = [
  '',
  `Atelier Chinese is running on http://${host}:${config.port}  (ready in ${Date.now() - started} ms)`,
  `Data directory: ${config.dataDir}${seeded ? '  (demo school seeded on this first start)' : ''}`,
  `API documentation: http://${host}:${config.port}/api/docs`,
];
if (demoAccounts.length > 0) {
  lines.push('', 'Demo accounts (log in at /user/login):');
  for (const account of demoAccounts) {
    lines.push(
      `  ${account.role.padEnd(8)} ${account.email.padEnd(34)} password: ${account.password}` +
        (account.note ? `  (${account.note})` : ''),
    );
  }
}
// Printed, not logged: the demo credentials are public fixtures meant for the person at the terminal.
console.log(lines.join('\n') + '\n');
