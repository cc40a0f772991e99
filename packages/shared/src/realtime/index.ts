export * from './client-frames.ts';
export * from './server-frames.ts';
export * from './reconnect-policy.ts';
