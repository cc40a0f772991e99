/** The part of the day the dashboard greets by: morning before 12:00, afternoon before 17:00. */
export type GreetingPeriod = 'morning' | 'afternoon' | 'evening';

/** Morning before 12:00, afternoon before 17:00, otherwise evening, in the given date's local time. */
export function greetingPeriod(date: Date): GreetingPeriod {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** The name the greeting uses: the user's name, or null when there is none ('User' is shown). */
export function greetingName(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed ? trimmed : null;
}

/** The English greeting line, e.g. "Good morning, Ada". */
export function greetingText(date: Date, name: string | null | undefined): string {
  return `Good ${greetingPeriod(date)}, ${greetingName(name) ?? 'User'}`;
}
