import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ContactMessage, CreateContactBody } from '@contract/contact'
import { api } from './client'
import { unwrapList, unwrapOne } from './envelope'
import { read } from './resource'
import { byText, pageQuery, type PagedCollection } from './paging'

export function normalizeMessage(raw: Record<string, unknown>): ContactMessage {
  return {
    _id: read.id(raw),
    name: read.string(raw.name) || read.string(raw.artistName),
    email: read.string(raw.email),
    phone: read.string(raw.phone),
    message: read.string(raw.message),
    // A server without the read state (legacy) sends no isRead: every message counts as unread.
    isRead: raw.isRead === true,
    createdAt: read.string(raw.createdAt),
  }
}

export const contactKeys = { all: ['contact'] as const, list: () => ['contact', 'list'] as const }

export async function fetchMessages(): Promise<ContactMessage[]> {
  const { data } = await api.get<unknown>('/contact')
  return unwrapList(data)
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map(normalizeMessage)
}

export async function sendMessage(body: CreateContactBody) {
  return (await api.post<{ message?: string }>('/contact', body)).data
}

export const useMessages = () => useQuery({ queryKey: contactKeys.list(), queryFn: fetchMessages })
export const useSendMessage = () => useMutation({ mutationFn: sendMessage })

export async function setMessageRead(id: string, isRead: boolean): Promise<ContactMessage> {
  const { data } = await api.patch<unknown>(`/contact/${encodeURIComponent(id)}`, { isRead })
  return normalizeMessage(unwrapOne(data))
}

export async function deleteMessage(id: string) {
  return (await api.delete<{ message?: string }>(`/contact/${encodeURIComponent(id)}`)).data
}

export function useSetMessageRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, isRead }: { id: string; isRead: boolean }) => setMessageRead(id, isRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  })
}

export function useDeleteMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  })
}

/** The inbox in pages (./paging.ts). */
export const contactPages: PagedCollection<ContactMessage> = {
  key: contactKeys.all[0],
  path: '/contact',
  normalize: normalizeMessage,
  local: {
    searchText: (message) => [message.name, message.email, message.message],
    filters: { status: (message, status) => message.isRead === (status === 'read') },
    sorts: {
      created: byText((message) => message.createdAt),
      name: byText((message) => message.name),
      email: byText((message) => message.email),
    },
    createdAt: (message) => message.createdAt,
  },
}

/**
 * The number of unread messages: the total of a one-row page of them, so it never needs the
 * inbox. Marking or deleting invalidates it with every other contact query.
 */
export const useUnreadCount = (isEnabled = true) =>
  useQuery({ ...pageQuery(contactPages, { status: 'unread', limit: 1 }), enabled: isEnabled })
