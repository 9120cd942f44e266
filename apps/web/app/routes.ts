import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

// The route table mirrors the spec's route list (section 2). Later features add their routes here.
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('reset-pw', 'routes/reset-pw.tsx'),
    route('update-password', 'routes/update-password.tsx'),
    route('activate-account', 'routes/activate-account.tsx', { id: 'activate-account' }),
    route('activate-account-buyer', 'routes/activate-account.tsx', { id: 'activate-account-buyer' }),
    route('onboarding', 'routes/onboarding.tsx'),
    route('search', 'routes/search.tsx'),
    route('product/:id', 'routes/product.tsx', { id: 'product' }),
    route('new-product/:id', 'routes/product.tsx', { id: 'new-product' }),
    route('hot-price-product/:id', 'routes/product.tsx', { id: 'hot-price-product' }),
    route('supplier/:id', 'routes/supplier.tsx'),
    route('suppliers', 'routes/listing.tsx', { id: 'suppliers' }),
    route('buyers', 'routes/listing.tsx', { id: 'buyers' }),
    route('supplier-category/:id', 'routes/listing.tsx', { id: 'supplier-category' }),
    route('product-category/:id', 'routes/listing.tsx', { id: 'product-category' }),
    route('buyer-category/:id', 'routes/listing.tsx', { id: 'buyer-category' }),
    ...['privacy-policy', 'terms-of-use', 'disclaimers', 'intellectual-property-policy', 'trial-term'].map((slug) =>
      route(slug, 'routes/legal.tsx', { id: `legal-${slug}` }),
    ),
    route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
    route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
  ]),
  ...prefix('user', [
    layout('routes/user/user-layout.tsx', [
      index('routes/user/user-index.tsx'),
      route('overview', 'routes/user/overview.tsx'),
      route('profile', 'routes/user/profile.tsx'),
      route('request-quotation', 'routes/user/coming-soon.tsx', { id: 'user-buying-request' }),
      route('suggest-suppliers', 'routes/user/coming-soon.tsx', { id: 'user-suggest-suppliers' }),
      route('supplier-inquiries', 'routes/user/coming-soon.tsx', { id: 'user-supplier-inquiries' }),
      route('messages', 'routes/user/coming-soon.tsx', { id: 'user-messages' }),
      route('membership', 'routes/user/coming-soon.tsx', { id: 'user-membership' }),
      route('analytics', 'routes/user/coming-soon.tsx', { id: 'user-analytics' }),
    ]),
  ]),
  ...prefix('business', [
    layout('routes/business/business-layout.tsx', [
      index('routes/business/business-index.tsx'),
      route('desk', 'routes/business/desk.tsx'),
      route('setting', 'routes/business/setting.tsx'),
      route('products', 'routes/business/coming-soon.tsx', { id: 'business-products' }),
      route('buying-leads', 'routes/business/coming-soon.tsx', { id: 'business-buying-leads' }),
      route('buyer-inquiries', 'routes/business/coming-soon.tsx', { id: 'business-buyer-inquiries' }),
      route('messages', 'routes/business/coming-soon.tsx', { id: 'business-messages' }),
      route('membership', 'routes/business/coming-soon.tsx', { id: 'business-membership' }),
      route('verification', 'routes/business/coming-soon.tsx', { id: 'business-verification' }),
      route('analytics', 'routes/business/coming-soon.tsx', { id: 'business-analytics' }),
      route('affiliate', 'routes/business/coming-soon.tsx', { id: 'business-affiliate' }),
    ]),
  ]),
] satisfies RouteConfig;
