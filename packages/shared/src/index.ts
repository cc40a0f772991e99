export * from './limits.ts';
export * from './contracts/auth.ts';
export * from './contracts/errors.ts';
export * from './domain/password.ts';
export * from './domain/greeting.ts';
