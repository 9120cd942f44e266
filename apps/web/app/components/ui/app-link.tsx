import { useEffect, type AnchorHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address inside the app, from its root ("/product/12"). */
  to: string;
  /** Whether React Router fetches the target's route code ahead (as Link's `discover`). */
  discover?: 'render' | 'none';
};

/**
 * A link inside the app as plain markup: what React Router's `Link` renders, without its per-link
 * hooks (resolving the path, matching routes). Pages with a hundred links (home, results) spent a
 * tenth of their server render in `Link` (issue 19). Clicks become client navigations through the
 * one listener below (AppLinkNavigation, mounted in the root); `data-discover` lets React Router
 * fetch the target's route code ahead, as it does for `Link`.
 */
export function AppLink({ to, discover = 'render', ...rest }: AppLinkProps) {
  return <a href={to} data-app-link="" data-discover={discover === 'render' ? 'true' : undefined} {...rest} />;
}

/**
 * Turns a plain click on an AppLink into a client navigation, as `Link` does: not a click with a
 * modifier or another button (a new tab or window), not a link with a target or a download, not one
 * a handler of its own already handled (preventDefault), and only within this origin.
 */
export function AppLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[data-app-link]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    // On window: after React's own handlers (on the document), so theirs decide first.
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
