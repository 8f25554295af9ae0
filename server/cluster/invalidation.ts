import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'

/**
 * Cache invalidation for every node. A write forgets the cached answers of its resource in this
 * process at once and, with Redis, publishes the resource's name; every other node forgets its
 * own on receipt (pub/sub: milliseconds, at most once, nothing stored). A message lost while a
 * node's subscriber reconnects is covered by the caches' short lifetime (GUEST_LIST_TTL_MS), which
 * is why they keep one.
 */

export const INVALIDATION_CHANNEL = 'label:invalidate'

type Listener = () => void

export class InvalidationBus {
  /** Tells this node's own messages apart from the others'. */
  readonly nodeId = randomUUID()
  private readonly listeners = new Map<string, Set<Listener>>()
  private publisher: Redis | undefined

  /** Runs `listener` whenever `resource` changes, on this node or another. */
  on(resource: string, listener: Listener): () => void {
    const set = this.listeners.get(resource) ?? new Set<Listener>()
    set.add(listener)
    this.listeners.set(resource, set)
    return () => set.delete(listener)
  }

  /** A write to `resource` committed here: forget locally, then tell the other nodes. */
  changed(resource: string, onError?: (error: unknown) => void) {
    this.notify(resource)
    this.publisher
      ?.publish(INVALIDATION_CHANNEL, JSON.stringify({ resource, from: this.nodeId }))
      .catch((error: unknown) => onError?.(error))
  }

  private notify(resource: string) {
    for (const listener of this.listeners.get(resource) ?? []) listener()
  }

  /**
   * Shares invalidations through Redis: `publisher` sends, `subscriber` (a connection of its own,
   * as subscribing takes one over) receives the other nodes' messages.
   */
  async connect(publisher: Redis, subscriber: Redis) {
    this.publisher = publisher
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== INVALIDATION_CHANNEL) return
      try {
        const { resource, from } = JSON.parse(message) as { resource?: unknown; from?: unknown }
        if (typeof resource === 'string' && from !== this.nodeId) this.notify(resource)
      } catch {
        // Not one of ours: ignore it.
      }
    })
    await subscriber.subscribe(INVALIDATION_CHANNEL)
  }
}
