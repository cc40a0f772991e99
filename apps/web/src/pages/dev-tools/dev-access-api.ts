import type { RealtimeDiagnosticsJson } from '@crewline/shared/contracts/realtime-responses';
import { api } from '../../api/client.ts';

/** Whether this bundle was built for development (Vite's dev server), read at call time. */
export function isDevelopmentBuild(): boolean {
  return import.meta.env.DEV;
}

/**
 * Asks the server whether the signed-in account is a server administrator. There is no
 * dedicated call: the realtime diagnostics answer 200 exactly to the accounts in ADMIN_EMAILS
 * on a production server (and to everyone on a development one), 403 to anyone else, so the
 * developer pages grant access exactly where /dashboard/realtime-test shows its server view.
 */
export async function isServerAdmin(): Promise<boolean> {
  try {
    await api.get<RealtimeDiagnosticsJson>('/api/admin/realtime');
    return true;
  } catch {
    return false;
  }
}
