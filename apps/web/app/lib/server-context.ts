import { createContext } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';

/** What the server gives each render: an in-process fetch to the API, the CSP nonce, the language. */
export interface ServerContext {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  nonce: string;
  lang: Language;
  signingKey: string;
  appUrl: string;
}

export const serverContext = createContext<ServerContext>();
