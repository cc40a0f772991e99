/** Developer test pages (/api-test, /tasks-test, /messaging-test, /thread-visibility-test, /message-debug-test). */
export const devPagesTexts = {};
