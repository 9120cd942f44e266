// Imported first by server.ts, so it runs before any other module of the server is evaluated.
// Tradelink runs on Node 24 LTS (decision 014): npm scripts run on the Node 24 that `npm install`
// puts in node_modules/.bin; a server started another way on an older Node stops here with one line.
const REQUIRED_NODE_MAJOR = 24;

if (Number(process.versions.node.split('.')[0]) < REQUIRED_NODE_MAJOR) {
  console.error(
    `Tradelink needs Node ${REQUIRED_NODE_MAJOR} LTS but this server runs on Node ${process.version} (${process.execPath}). ` +
      'Start it with `npm start` or `npm run dev` (they run on the Node 24 that npm install puts in node_modules/.bin), ' +
      'or install Node 24 (`nvm use` reads .nvmrc).',
  );
  process.exit(1);
}
