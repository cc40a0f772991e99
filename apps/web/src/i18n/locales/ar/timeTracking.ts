/** Time tracking: the task timer, manual entries, the project timesheet (ar). */
export const timeTrackingTexts = {};
