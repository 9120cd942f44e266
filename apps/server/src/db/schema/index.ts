export * from './accounts.ts';
export * from './catalog.ts';
export * from './mail.ts';
export * from './reference.ts';
export * from './guest-views.ts';
export * from './reviews.ts';
export * from './sourcing.ts';
export * from './selling.ts';
