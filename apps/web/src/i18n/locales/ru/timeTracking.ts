/** Time tracking: the task timer, manual entries, the project timesheet (ru). */
export const timeTrackingTexts = {};
