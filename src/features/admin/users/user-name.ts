import type { User } from '@contract/user'

/** How a user is named in the table and in action labels: the username, else the e-mail. */
export const userName = (user: User) => user.username || user.email
