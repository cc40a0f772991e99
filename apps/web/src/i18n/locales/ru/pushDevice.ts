/** Web Push on this device: subscribing, unsubscribing and a test push (ru). */
export const pushDeviceTexts = {};
