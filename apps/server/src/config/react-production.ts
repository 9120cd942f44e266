import { createRequire } from 'node:module';

/**
 * The production web build renders with React's production build, whatever NODE_ENV says.
 *
 * React chooses its build once, from NODE_ENV, when first loaded; `npm start`, the tests and the
 * benchmarks run without NODE_ENV=production (that mode demands real secrets and an https address),
 * and so rendered every page with React's development build: dev-only checks and owner stacks,
 * about half of a page's CPU (issue 19). Loading React's modules here, first, with NODE_ENV set to
 * production for that moment only, puts their production builds in the module cache, where every
 * later import (the server build's, React Router's, Mantine's) finds them. `--dev` (Vite, hot
 * reload) keeps the development build and its warnings. Imported by server.ts before anything else.
 */
if (!process.argv.includes('--dev') && process.env.NODE_ENV !== 'production') {
  const require = createRequire(import.meta.url);
  const given = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(name);
  } finally {
    if (given === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = given;
  }
}
