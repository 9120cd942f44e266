import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Loaders get a typed RouterContextProvider (the server's in-process API fetch, nonce, language).
  future: { v8_middleware: true },
} satisfies Config;
