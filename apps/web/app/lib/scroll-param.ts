import { useSearchParams } from 'react-router';
import { useScrollToId } from './use-scroll-to-id.ts';

/**
 * `?scroll=<section>`: the page's section named in the address. Only names the page lists map to an
 * element id; anything else (a selector, an id the page did not list, prototype keys) is ignored.
 */
export function scrollTargetId(value: string | null, sections: Readonly<Record<string, string>>): string | undefined {
  if (!value || !Object.prototype.hasOwnProperty.call(sections, value)) return undefined;
  return sections[value];
}

/** Brings the section `?scroll=` names into view once `ready` (its content is drawn). */
export function useScrollParam(sections: Readonly<Record<string, string>>, ready = true) {
  const [params] = useSearchParams();
  useScrollToId(scrollTargetId(params.get('scroll'), sections), ready);
}
