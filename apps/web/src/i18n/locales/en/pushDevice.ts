/** Web Push on this device: subscribing, unsubscribing and a test push (en). */
export const pushDeviceTexts = {};
