import { vi } from 'vitest';
import { SESSION_CHANNEL_NAME, type SessionChannelMessage } from '../activity';

/**
 * A BroadcastChannel for jsdom: channels of one name reach each other (never themselves), at
 * once. `otherTab()` is a channel standing for a second tab of the same browser.
 */
class FakeBroadcastChannel {
  static open = new Set<FakeBroadcastChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }

  postMessage(data: unknown): void {
    for (const other of [...FakeBroadcastChannel.open]) {
      if (other !== this && other.name === this.name) {
        other.onmessage?.(new MessageEvent('message', { data }));
      }
    }
  }

  close(): void {
    FakeBroadcastChannel.open.delete(this);
  }
}

export interface OtherTab {
  /** What the other tab heard from this one. */
  received: SessionChannelMessage[];
  send(message: SessionChannelMessage): void;
  close(): void;
}

export function installFakeBroadcastChannel() {
  FakeBroadcastChannel.open.clear();
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  return {
    otherTab(): OtherTab {
      const channel = new FakeBroadcastChannel(SESSION_CHANNEL_NAME);
      const received: SessionChannelMessage[] = [];
      channel.onmessage = (event) => received.push(event.data as SessionChannelMessage);
      return {
        received,
        send: (message) => channel.postMessage(message),
        close: () => channel.close(),
      };
    },
    /** Channels this page holds open (the other tabs' excluded). */
    openChannels: () => FakeBroadcastChannel.open.size,
  };
}
