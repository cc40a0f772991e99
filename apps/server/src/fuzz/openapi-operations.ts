/** A JSON schema node as @fastify/swagger writes it from the routes' Zod schemas. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  default?: unknown;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
};

/** One operation of the API: what the fuzzer generates requests for. */
export type Operation = {
  /** "POST /api/projects/{id}/tasks": the key findings and counts are grouped by. */
  key: string;
  method: string;
  path: string;
  params: Parameter[];
  /** The JSON body's schema, when the operation declares one. */
  body?: JsonSchema;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation the document lists. Uploads declare no body there: they get multipart. */
export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const upper = method.toUpperCase();
      // Path parameters the document omits (it never does today) are still filled in.
      const params = [...(op.parameters ?? [])];
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        if (!params.some((p) => p.in === 'path' && p.name === name)) {
          params.push({ name: name!, in: 'path', required: true, schema: { type: 'string' } });
        }
      }
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        params,
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

// What kind of thing an id names, from the collection it sits under or the field it fills. The
// fuzzer picks real ids of that kind most of the time, so requests get past "not found".
const ALIASES: Record<string, string> = {
  members: 'users',
  'project-templates': 'templates',
  participant_ids: 'users',
  user_ids: 'users',
  assignee_id: 'users',
  user_id: 'users',
  userId: 'users',
  project_id: 'projects',
  context_id: 'projects',
  task_id: 'tasks',
  thread_id: 'threads',
  message_id: 'messages',
  created_from_message_id: 'messages',
  parent_id: 'files',
  file_id: 'files',
  resource_id: 'resources',
  sprint_id: 'sprints',
  move_open_to: 'sprints',
  milestone_id: 'milestones',
  invitationId: 'invitations',
  versionId: 'versions',
  allocationId: 'allocations',
  taskId: 'tasks',
  blocksTaskId: 'tasks',
  blocks_task_id: 'tasks',
  projectId: 'projects',
  attachment_ids: 'attachments',
  attachment_id: 'attachments',
  ids: 'notifications',
  new_owner_id: 'users',
  mentions: 'users',
  delete_projects: 'projects',
  reply_to_message_id: 'messages',
  attachments: 'attachments',
};

/** The kind of the id in path parameter `name` of `path`. */
export function kindOfPathParam(path: string, name: string): string {
  if (ALIASES[name]) return ALIASES[name]!;
  const segments = path.split('/');
  const at = segments.indexOf(`{${name}}`);
  const before = segments[at - 1] ?? '';
  return ALIASES[before] ?? before;
}

/** The kind of the id a body or query field named `name` holds ('any' when unknown). */
export function kindOfField(name: string): string {
  return ALIASES[name] ?? 'any';
}

/** The kind of the things an operation's response describes: its last collection. */
export function kindOfResponse(path: string): string {
  const literal = path.split('/').filter((s) => s && !s.startsWith('{') && s !== 'api');
  // POST /api/project-templates/{id}/projects creates a project; /api/auth/export an export.
  const last = literal.at(-1) ?? '';
  return ALIASES[last] ?? last;
}
