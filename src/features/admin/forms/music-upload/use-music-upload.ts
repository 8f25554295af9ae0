import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UploadProgressEvent } from '@/api/client'
import { musicApi } from '@/api/music'
import { toCreateMusicBody, type MusicUploadValues } from './schema'

/** Where a running upload is: reading the files into data URLs, then sending them. */
export type UploadProgress = { phase: 'reading' } | { phase: 'sending'; percent: number }

const percentOf = (event: UploadProgressEvent) =>
  event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0

/**
 * Uploads a track (POST /music) and reports how far the request body has gone, so a 50 MB
 * file shows a moving bar instead of a frozen button. Every music list reloads after success.
 */
export function useMusicUpload() {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<UploadProgress>({ phase: 'reading' })

  const mutation = useMutation({
    mutationFn: async (values: MusicUploadValues) => {
      setProgress({ phase: 'reading' })
      const body = await toCreateMusicBody(values)
      setProgress({ phase: 'sending', percent: 0 })
      return musicApi.create(body, {
        onUploadProgress: (event) => setProgress({ phase: 'sending', percent: percentOf(event) }),
      })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: musicApi.keys.all }),
  })

  return { ...mutation, progress }
}
