/** Time tracking: the task timer, manual entries, the project timesheet (en). */
export const timeTrackingTexts = {};
