import type { User } from '@contract/user'
import { read } from './read'

/**
 * A user of either API as the contract's User. Apart from ./users.ts, whose hooks (useQuery) are
 * not in the first load: ./auth.ts, which is, reads the signed-in user with this.
 */
export function normalizeUser(raw: Record<string, unknown>): User {
  return {
    _id: read.id(raw),
    username: read.string(raw.username) || read.string(raw.name),
    email: read.string(raw.email),
    userType: raw.userType === 'admin' ? 'admin' : 'user',
    // docs/product.md §8: active unless explicitly false.
    isActive: raw.isActive !== false,
    // The hosted API says `joinedAt`; the admin's date filters read `createdAt`.
    createdAt: read.string(raw.createdAt) || read.string(raw.joinedAt),
  }
}
