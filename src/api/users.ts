import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { User } from '@contract/user'
import { api } from './client'
import { unwrapList, unwrapOne } from './envelope'
import { read } from './read'

export function normalizeUser(raw: Record<string, unknown>): User {
  return {
    _id: read.id(raw),
    username: read.string(raw.username) || read.string(raw.name),
    email: read.string(raw.email),
    userType: raw.userType === 'admin' ? 'admin' : 'user',
    // Spec §3: active unless explicitly false.
    isActive: raw.isActive !== false,
    // The hosted API says `joinedAt`; the admin's date filters read `createdAt`.
    createdAt: read.string(raw.createdAt) || read.string(raw.joinedAt),
  }
}

export const userKeys = { all: ['users'] as const, list: () => ['users', 'list'] as const }

export async function fetchUsers(): Promise<User[]> {
  const { data } = await api.get<unknown>('/admin/users')
  return unwrapList(data)
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map(normalizeUser)
}

export async function setUserStatus(id: string, isActive: boolean): Promise<User> {
  const { data } = await api.patch<unknown>(`/admin/users/${encodeURIComponent(id)}/status`, { isActive })
  return normalizeUser(unwrapOne(data))
}

export const useUsers = () => useQuery({ queryKey: userKeys.list(), queryFn: fetchUsers })

export function useSetUserStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setUserStatus(id, isActive),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  })
}
