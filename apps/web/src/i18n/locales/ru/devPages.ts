import type { Messages } from '../en/index.ts';

/** Developer test pages (/api-test, /tasks-test, /messaging-test, /thread-visibility-test, /message-debug-test) (ru). */
export const devPagesTexts: Messages['devPages'] = {};
