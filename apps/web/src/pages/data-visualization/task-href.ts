/** The task detail route, as every task link of the app opens it. */
export const taskHref = (taskId: string) => `/dashboard/tasks?task=${encodeURIComponent(taskId)}`;
