/** Web Push on this device: subscribing, unsubscribing and a test push (ar). */
export const pushDeviceTexts = {};
