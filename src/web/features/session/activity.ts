import { IDLE_ACTIVITY_THROTTLE_MS } from '../../../domain/constants';

/**
 * The user's activity, shared by every tab of this browser (spec §4 idle logout, §9 throttle).
 * The last activity time lives in localStorage, so each tab reads the latest one whenever it
 * checks; it is also announced on a BroadcastChannel, which still works where storage does not.
 * The same channel carries "logged out": one tab's logout logs every tab out. Where
 * BroadcastChannel is missing, the logout travels through a storage event instead.
 */

export const LAST_ACTIVITY_STORAGE_KEY = 'vetrina:last-activity';
export const LOGOUT_STORAGE_KEY = 'vetrina:logout';
export const SESSION_CHANNEL_NAME = 'vetrina-session';

export const TRACKED_ACTIVITY_EVENTS = [
  'pointerdown',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
  'mousemove',
] as const;

export type SessionChannelMessage = { type: 'activity'; at: number } | { type: 'logout' };

type ActivityListener = (at: number) => void;
type LogoutListener = () => void;

/** Opening a page with a live session counts as activity: nothing older is known here. */
let pageOpenedAt = Date.now();
/** The latest activity this tab knows of: its own, or one announced by another tab. */
let latestKnownAt = 0;
/** This tab's last recorded activity and last call of the listeners (the 1 s throttle). */
let lastOwnAt = Number.NEGATIVE_INFINITY;
let lastAnnouncedAt = Number.NEGATIVE_INFINITY;

const activityListeners = new Set<ActivityListener>();
const logoutListeners = new Set<LogoutListener>();

let channel: BroadcastChannel | null = null;
let channelUsers = 0;

function hasBroadcastChannel(): boolean {
  return typeof BroadcastChannel === 'function';
}

function readStoredActivity(): number {
  try {
    const stored = Number(window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the channel still tells the other tabs.
  }
}

function isChannelMessage(value: unknown): value is SessionChannelMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.type === 'logout') return true;
  return (
    message.type === 'activity' && typeof message.at === 'number' && Number.isFinite(message.at)
  );
}

function receive(data: unknown): void {
  if (!isChannelMessage(data)) return;
  if (data.type === 'activity') latestKnownAt = Math.max(latestKnownAt, data.at);
  else for (const listener of [...logoutListeners]) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === LOGOUT_STORAGE_KEY && event.newValue !== null) receive({ type: 'logout' });
}

/** Opens the channel (or the storage fallback) while anything here needs to hear other tabs. */
function connect(): () => void {
  channelUsers += 1;
  if (channelUsers === 1) {
    if (hasBroadcastChannel()) {
      channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
      channel.onmessage = (event: MessageEvent) => receive(event.data);
    } else {
      window.addEventListener('storage', onStorage);
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    channelUsers -= 1;
    if (channelUsers > 0) return;
    channel?.close();
    channel = null;
    window.removeEventListener('storage', onStorage);
  };
}

/** Sends to the other tabs; a channel opened just for this is closed at once (the post stays). */
function post(message: SessionChannelMessage): void {
  if (channel) {
    channel.postMessage(message);
    return;
  }
  if (!hasBroadcastChannel()) return;
  const once = new BroadcastChannel(SESSION_CHANNEL_NAME);
  once.postMessage(message);
  once.close();
}

function noteOwnActivity(at: number, explicit: boolean): void {
  const sinceLast = at - lastOwnAt;
  // A clock set back (negative) must not silence the tracking until it catches up.
  if (!explicit && sinceLast >= 0 && sinceLast < IDLE_ACTIVITY_THROTTLE_MS) return;
  lastOwnAt = at;
  latestKnownAt = Math.max(latestKnownAt, at);
  writeStorage(LAST_ACTIVITY_STORAGE_KEY, String(at));
  post({ type: 'activity', at });
  const sinceAnnounced = at - lastAnnouncedAt;
  if (sinceAnnounced >= 0 && sinceAnnounced < IDLE_ACTIVITY_THROTTLE_MS) return;
  lastAnnouncedAt = at;
  for (const listener of [...activityListeners]) listener(at);
}

function onTrackedEvent(): void {
  noteOwnActivity(Date.now(), false);
}

/**
 * Follows the user's activity in this tab until the returned function is called. Starting
 * counts as activity (a page opened, a login).
 */
export function startActivityTracking(): () => void {
  const release = connect();
  noteOwnActivity(Date.now(), true);
  // Capture: scrolling inside an element does not bubble, but it passes the window first.
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of TRACKED_ACTIVITY_EVENTS)
    window.addEventListener(type, onTrackedEvent, options);
  return () => {
    for (const type of TRACKED_ACTIVITY_EVENTS) {
      window.removeEventListener(type, onTrackedEvent, options);
    }
    release();
  };
}

/** The last activity in any tab of this browser (ms since the epoch). */
export function lastActivityAt(): number {
  return Math.max(pageOpenedAt, latestKnownAt, readStoredActivity());
}

/** An explicit sign of presence ("Rimani connesso"): recorded even within the throttle. */
export function recordActivity(): void {
  noteOwnActivity(Date.now(), true);
}

/** Called with this tab's own activity, at most once per IDLE_ACTIVITY_THROTTLE_MS. */
export function onActivity(listener: ActivityListener): () => void {
  activityListeners.add(listener);
  return () => {
    activityListeners.delete(listener);
  };
}

/** Tells the other tabs that this browser has logged out. */
export function broadcastLogout(): void {
  if (hasBroadcastChannel()) {
    post({ type: 'logout' });
    return;
  }
  // A fresh value each time: a storage event fires only when the value changes.
  writeStorage(LOGOUT_STORAGE_KEY, `${String(Date.now())}:${String(Math.random())}`);
}

/** Called when another tab of this browser logs out. */
export function onLogoutBroadcast(listener: LogoutListener): () => void {
  logoutListeners.add(listener);
  const release = connect();
  return () => {
    logoutListeners.delete(listener);
    release();
  };
}

/** Tests: a page just opened, with no activity seen yet. */
export function resetActivity(): void {
  pageOpenedAt = Date.now();
  latestKnownAt = 0;
  lastOwnAt = Number.NEGATIVE_INFINITY;
  lastAnnouncedAt = Number.NEGATIVE_INFINITY;
}
