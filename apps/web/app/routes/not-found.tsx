import { data } from 'react-router';

/** Unknown addresses and /404 answer with HTTP 404 and the not-found page (root error boundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
