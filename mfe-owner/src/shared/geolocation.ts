export const GEO_UNSUPPORTED = 'Geolocation is not supported by your browser. Please enter the location manually.';
export const GEO_FAILED = 'Error getting location. Please enable location services or enter manually.';

/** The device position (spec 001 §8 messages on failure). */
export function currentPosition(timeoutMs = 10000): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error(GEO_UNSUPPORTED));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: Number(p.coords.latitude.toFixed(6)), lng: Number(p.coords.longitude.toFixed(6)) }),
      () => reject(new Error(GEO_FAILED)),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 60000 },
    );
  });
}
