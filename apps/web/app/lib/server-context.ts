import { createContext } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import type { SignHeaders } from '@tradelink/shared/api/signing';

/** What the server gives each render: an in-process fetch to the API, the CSP nonce, the language. */
export interface ServerContext {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  nonce: string;
  lang: Language;
  signingKey: string;
  /** The server's signer (node:crypto): the bundle's pure-JS HMAC cost a loader's call more than the call. */
  sign: SignHeaders;
  appUrl: string;
  /** BLOG_URL and SCHEDULING_URL: shown only when configured. */
  externalLinks: ExternalLinks;
  /** GOOGLE_CLIENT_ID (public: Google shows it to every visitor), or null when Google sign-in is off. */
  googleClientId: string | null;
  /** The version of the web build rendering this page (decision 021), compared with GET /api/version. */
  buildVersion: string;
  /** AGENT_BASE_URL: where the AI agent's stream is sent (`${agentBaseUrl}/chat`), default /api/agent. */
  agentBaseUrl: string;
}

export interface ExternalLinks {
  blog: string | null;
  scheduling: string | null;
}

export const serverContext = createContext<ServerContext>();
