// The runtime check of decision 014: Tradelink runs on Node 24 LTS. `npm install` puts Node 24 in
// node_modules/.bin and npm scripts run on it; something started another way (`node …` from a shell
// whose Node is older) stops here with one line saying what to do instead of failing somewhere later.
import path from 'node:path';

export const REQUIRED_NODE_MAJOR = 24;

export function requireNode24(what) {
  const inside = process.execPath.startsWith(process.cwd() + path.sep);
  const where = inside ? path.relative(process.cwd(), process.execPath) : process.execPath;
  const major = Number(process.versions.node.split('.')[0]);
  if (major < REQUIRED_NODE_MAJOR) {
    console.error(
      `${what} needs Node ${REQUIRED_NODE_MAJOR} LTS but runs on Node ${process.version} (${where}). ` +
        'Run it through npm (`npm start`, `npm test`, `npm run …`: npm install provides Node 24 in node_modules/.bin), ' +
        'or install Node 24 (`nvm use` reads .nvmrc).',
    );
    process.exit(1);
  }
  console.log(`Node ${process.version} (${where})`);
}
