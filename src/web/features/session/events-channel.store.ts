import { create } from 'zustand';

/**
 * Whether this tab's live events channel (GET /api/events) is open. While it is, other devices'
 * changes arrive as events; while it is down, the session is polled and the cart and wishlist
 * are read again when the tab is shown (decision 023). Kept apart from the events client so the
 * session query can read it without importing the client.
 */
interface EventsChannelState {
  channelUp: boolean;
}

export const useEventsChannelStore = create<EventsChannelState>(() => ({ channelUp: false }));

export function isEventsChannelUp(): boolean {
  return useEventsChannelStore.getState().channelUp;
}

export function setEventsChannelUp(channelUp: boolean): void {
  if (useEventsChannelStore.getState().channelUp !== channelUp)
    useEventsChannelStore.setState({ channelUp });
}
