/** In-tab alerts: browser notifications, sounds and vibration, and their settings (ar). */
export const notificationAlertsTexts = {};
