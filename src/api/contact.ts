import { useMutation, useQuery } from '@tanstack/react-query'
import type { ContactMessage, CreateContactBody } from '@contract/contact'
import { api } from './client'
import { unwrapList } from './envelope'
import { read } from './resource'

export function normalizeMessage(raw: Record<string, unknown>): ContactMessage {
  return {
    _id: read.id(raw),
    name: read.string(raw.name) || read.string(raw.artistName),
    email: read.string(raw.email),
    phone: read.string(raw.phone),
    message: read.string(raw.message),
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
