import type { StoredMessage } from './message.ts';

/** The received messages, in memory, newest first; past `capacity` the oldest are dropped. */
export class Mailbox {
  private messages: StoredMessage[] = [];

  constructor(readonly capacity: number) {}

  add(stored: StoredMessage): void {
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, this.capacity);
  }

  /** Newest first; only those `filter` accepts when given. */
  list(filter?: (stored: StoredMessage) => boolean): StoredMessage[] {
    return filter ? this.messages.filter(filter) : [...this.messages];
  }

  get(id: string): StoredMessage | undefined {
    return this.messages.find((stored) => stored.message.ID === id);
  }

  get size(): number {
    return this.messages.length;
  }

  get unread(): number {
    return this.messages.filter((stored) => !stored.read).length;
  }

  /** Deletes the messages with these IDs (unknown ones are ignored), or every message. */
  delete(ids?: string[]): void {
    const doomed = new Set(ids);
    this.messages = ids ? this.messages.filter((stored) => !doomed.has(stored.message.ID)) : [];
  }
}
