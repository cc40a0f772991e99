/** Cache keys: every roadmap the viewer sees under one prefix, so a frame refreshes them. */
export const roadmapKeys = {
  all: ['roadmaps'] as const,
};
