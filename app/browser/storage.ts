/**
 * sessionStorage and localStorage can throw (blocked cookies, private modes, a full quota). What we
 * keep there — a form draft, a dismissed overlay — is a convenience, so a refusal is never an error.
 */
type Area = "localStorage" | "sessionStorage";

export function readStored(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(area: Area, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // refused: see above
  }
}

export function removeStored(area: Area, key: string): void {
  try {
    window[area].removeItem(key);
  } catch {
    // refused: see above
  }
}
