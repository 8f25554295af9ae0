import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { User } from '@contract/user'
import { api } from './client'
import { unwrapList, unwrapOne } from './envelope'
import { normalizeUser } from './user-shape'
import { byText, type PagedCollection } from './paging'

// In a module without hooks: the entry's sign-in code normalizes users too.
export { normalizeUser }

export const userKeys = { all: ['users'] as const, list: () => ['users', 'list'] as const }

export async function fetchUsers(): Promise<User[]> {
  const { data } = await api.get<unknown>('/admin/users')
  return unwrapList(data)
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map(normalizeUser)
}

export async function setUserStatus(id: string, isActive: boolean): Promise<User> {
  const { data } = await api.patch<unknown>(`/admin/users/${encodeURIComponent(id)}/status`, {
    isActive,
  })
  return normalizeUser(unwrapOne(data))
}

export const useUsers = () => useQuery({ queryKey: userKeys.list(), queryFn: fetchUsers })

export function useSetUserStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      setUserStatus(id, isActive),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  })
}

/** /admin/users in pages (./paging.ts). */
export const userPages: PagedCollection<User> = {
  key: userKeys.all[0],
  path: '/admin/users',
  normalize: normalizeUser,
  local: {
    searchText: (user) => [user.username, user.email],
    filters: {
      userType: (user, userType) => user.userType === userType,
      active: (user, active) => String(user.isActive) === active,
    },
    sorts: {
      created: byText((user) => user.createdAt),
      username: byText((user) => user.username),
      email: byText((user) => user.email),
      userType: byText((user) => user.userType),
    },
    createdAt: (user) => user.createdAt,
  },
}
