// The app's global namespaces: what dashboards and form pages get from the root loader, and what an
// AppScope on a light page loads (namespace-loader.ts). Light pages get fewer (page-namespaces.ts);
// route-scoped ones (legal, trustStar, membership, chat, admin*) come with their routes' loaders
// (i18n-resources.server.ts).
export const NAMESPACES = ['common', 'auth', 'onboarding', 'dashboard', 'home', 'catalog', 'sourcing', 'inquiry', 'products', 'quoting', 'leads', 'verification', 'desk', 'trust', 'support', 'pricing', 'notifications', 'errors'] as const;
