/** In-tab alerts: browser notifications, sounds and vibration, and their settings (ru). */
export const notificationAlertsTexts = {};
