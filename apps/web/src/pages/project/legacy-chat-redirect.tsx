import { Navigate, useParams } from 'react-router';

/** Rewrites the old /dashboard/project/{id}/chat address to the project's chat tab. */
export function LegacyChatRedirect() {
  const { projectId = '' } = useParams();
  return <Navigate to={`/dashboard/projects/${encodeURIComponent(projectId)}?tab=chat`} replace />;
}
