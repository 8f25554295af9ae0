import { Redis } from 'ioredis'

/**
 * The Redis connections of one node (REDIS_URL): `client` for commands (rate-limit counters,
 * publishing) and `subscriber` for the invalidation channel. Timeouts are short, as the rate-limit
 * plugin recommends: a Redis that does not answer must not hold a request for long.
 */
export interface RedisConnections {
  client: Redis
  subscriber: Redis
  ping(): Promise<boolean>
  close(): Promise<void>
}

const OPTIONS = {
  connectTimeout: 1000,
  maxRetriesPerRequest: 1,
  // Retry forever, at most every 2 s: a node outlives a Redis restart.
  retryStrategy: (times: number) => Math.min(times * 100, 2000),
} as const

export async function connectRedis(url: string): Promise<RedisConnections> {
  const client = new Redis(url, { ...OPTIONS, lazyConnect: true })
  const subscriber = new Redis(url, { ...OPTIONS, lazyConnect: true })
  try {
    await Promise.all([client.connect(), subscriber.connect()])
  } catch (error) {
    client.disconnect()
    subscriber.disconnect()
    throw error
  }
  return {
    client,
    subscriber,
    ping: () =>
      client.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()])
    },
  }
}
