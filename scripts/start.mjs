// `npm start`: build the site, then serve it like production at http://localhost:8888.
import { execSync } from 'node:child_process';

execSync('npm run build', { stdio: 'inherit' });
await import('./serve.mjs');
