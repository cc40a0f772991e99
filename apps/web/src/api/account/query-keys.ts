/** Query keys of Settings → Account. */
export const accountKeys = {
  dataExport: (id: string) => ['account', 'data-export', id] as const,
};
