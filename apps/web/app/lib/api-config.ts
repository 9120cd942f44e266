/**
 * The browser's API signing key, set from the root loader's data before anything calls the API.
 * Apart from api-client.ts so that light pages (decision 012) do not download the client, its
 * HMAC (@noble/hashes) and its call table until something calls the API.
 */
let signingKey: string | undefined;

export function configureBrowserApi(key: string) {
  if (typeof window !== 'undefined') signingKey = key;
}

export const browserSigningKey = () => signingKey;
