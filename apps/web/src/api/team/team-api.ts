import type {
  TeamJson,
  TeamPersonJson,
  TeamProjectJson,
} from '@crewline/shared/contracts/team-responses';
import { api } from '../client.ts';

/** A person on the team page. */
export type TeamPerson = TeamPersonJson;
/** One project a person shares with the caller. */
export type TeamProject = TeamProjectJson;

/** Everyone who shares a project with the caller, the caller first. */
export async function fetchTeam(): Promise<TeamPerson[]> {
  const body = await api.get<TeamJson>('/api/team');
  return body.people;
}
