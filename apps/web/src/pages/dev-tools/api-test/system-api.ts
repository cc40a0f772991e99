import { api } from '../../../api/client.ts';

/** Body of GET /health while the database answers. */
type HealthJson = { status: string; db: string };

/** Body of GET /api/server-info (docs/API.md, System). */
type ServerInfoJson = {
  name: string;
  version: string;
  database: string;
  mail: string;
  realtime_bus: string;
  uptime_seconds: number;
};

/** The connectivity check the latency test times. */
export const HEALTH_PATH = '/health';

/** The server's connectivity check (503 when its database does not answer). */
export function fetchHealth(): Promise<HealthJson> {
  return api.get<HealthJson>(HEALTH_PATH);
}

/** What the server says about itself: version, database, mail and realtime drivers, uptime. */
export function fetchServerInfo(): Promise<ServerInfoJson> {
  return api.get<ServerInfoJson>('/api/server-info');
}
