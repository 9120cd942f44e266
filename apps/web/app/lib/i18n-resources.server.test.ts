import { describe, expect, it } from 'vitest';
import { lightPageNamespaces } from './page-namespaces.ts';
import { lightResourcesFor, resourcesFor } from './i18n-resources.server.ts';

describe('translations sent with a page (decision 012)', () => {
  it('a light page gets only its namespaces, with the generic error message only', () => {
    const namespaces = lightPageNamespaces('/product/63')!;
    const resources = lightResourcesFor('vi', namespaces);
    expect(Object.keys(resources).sort()).toEqual([...namespaces].sort());
    expect(resources.errors).toEqual({ generic: (resourcesFor('vi').errors as { generic: string }).generic });
    expect(resources.auth).toBeUndefined();
  });

  it('knows the light pages by path, and sends every namespace to the others', () => {
    expect(lightPageNamespaces('/')).toContain('home');
    expect(lightPageNamespaces('/request/12')).toContain('quoting');
    expect(lightPageNamespaces('/supplier-category/4')).not.toBeNull();
    expect(lightPageNamespaces('/login')).toBeNull();
    expect(lightPageNamespaces('/business/desk')).toBeNull();
    expect(Object.keys(resourcesFor('en'))).toEqual(expect.arrayContaining(['auth', 'dashboard', 'errors']));
  });
});
