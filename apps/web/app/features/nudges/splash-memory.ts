/**
 * What the browser remembers for the splash rules (spec §4, §9): when any tab last showed an on-launch ad
 * (localStorage, shared by the store's tabs, which hear each other through the storage event), the session-only
 * ads this session showed (sessionStorage) and whether the shopper turned notices off. Storage may be blocked:
 * then nothing is remembered and every read says "never".
 */
export const ON_LAUNCH_KEY = 'sulit-splash-on-launch-at';
const SESSION_SEEN_KEY = 'sulit-splash-seen';
const NOTICES_OFF_KEY = 'sulit-splash-notices-off';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // storage blocked or full: the ad may show again, which is the lesser harm
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function lastOnLaunchAt(): number | null {
  const value = read(local, ON_LAUNCH_KEY);
  return value === null ? null : Number(value);
}

export function rememberOnLaunch(now: number): void {
  write(local, ON_LAUNCH_KEY, String(now));
}

export function seenThisSession(): Set<number> {
  const value = read(session, SESSION_SEEN_KEY) ?? '';
  return new Set(value.split(',').filter(Boolean).map(Number));
}

export function rememberSeen(id: number): void {
  const seen = seenThisSession();
  seen.add(id);
  write(session, SESSION_SEEN_KEY, [...seen].join(','));
}

export function noticesOff(): boolean {
  return read(local, NOTICES_OFF_KEY) === '1';
}

export function turnNoticesOff(): void {
  write(local, NOTICES_OFF_KEY, '1');
}
