// What GET /api/admin/realtime answers (the realtime test page's server view).

/** The process that answered. */
export type RealtimeProcessJson = {
  id: string;
  pid: number;
  started_at: string;
  sockets: number;
  rooms: number;
  memory_rss_bytes: number;
};

/** A process with users online on it, as the shared presence table shows it. */
export type RealtimePeerJson = { id: string; users: number; last_seen_at: string };

/** One envelope heard on the bus. */
export type RealtimeRecentEventJson = { type: string; room: string; at: string };

/** GET /api/admin/realtime. */
export type RealtimeDiagnosticsJson = {
  process: RealtimeProcessJson;
  processes: RealtimePeerJson[];
  bus: { driver: string; live: boolean };
  /** Newest first, at most 50. */
  recent_events: RealtimeRecentEventJson[];
};
