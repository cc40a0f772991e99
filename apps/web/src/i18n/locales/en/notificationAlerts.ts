/** In-tab alerts: browser notifications, sounds and vibration, and their settings (en). */
export const notificationAlertsTexts = {};
