/** Being built (issue 13); the settings page already places it. */
export function AccountTab() {
  return null;
}
