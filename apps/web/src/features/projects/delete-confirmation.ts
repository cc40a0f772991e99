/** The name shown, and typed to confirm deletion, for a project without one. */
const UNNAMED_PROJECT = 'Unnamed Project';

/** What the owner must type to delete a project: its name, or "Unnamed Project". */
export function deleteConfirmationText(projectName: string | null | undefined): string {
  const name = projectName ?? '';
  return name.trim() === '' ? UNNAMED_PROJECT : name;
}

/** Whether the typed text unlocks the delete button: an exact, case-sensitive match. */
export function canConfirmDelete(typed: string, projectName: string | null | undefined): boolean {
  return typed === deleteConfirmationText(projectName);
}
