import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { UploadOptions } from '@/api/resource'
import { api } from '@/api/client'
import { musicQuery } from '@/api/music'
import MusicUploadRoute from '@/app/routes/admin/music-upload'
import { apiUrl, renderWithProviders, server, storeSession } from '../utils'
import { gate } from './manage-fixtures'

type User = ReturnType<typeof renderWithProviders>['user']

function renderUpload() {
  storeSession({ userType: 'admin' })
  return renderWithProviders(<MusicUploadRoute />)
}

const textbox = (name: string) => screen.getByRole('textbox', { name })
const duration = () => screen.getByRole('spinbutton', { name: 'Duration (seconds)' })
const submitButton = () => screen.getByRole('button', { name: 'Upload Music' })
const audioInput = () => screen.getByLabelText(/^Audio file/)
const coverInput = () => screen.getByLabelText(/^Cover image/)
const mp3 = () => new File(['ID3-fake-audio'], 'umuhanzi.mp3', { type: 'audio/mpeg' })
const jpg = () => new File(['jpeg-bytes'], 'cover.jpg', { type: 'image/jpeg' })

async function fillRequired(user: User) {
  await user.type(textbox('Title'), 'Inzira')
  await user.type(textbox('Artist'), 'Amani')
  await user.type(duration(), '215')
  await user.upload(audioInput(), mp3())
}

/** Answers POST /music, keeping the body; `release` lets the answer go. */
function answerUpload(status = 201, message?: string) {
  const state: { body?: Record<string, unknown>; calls: number } = { calls: 0 }
  const { promise, open } = gate()
  server.use(
    http.post(apiUrl('/music'), async ({ request }) => {
      state.calls += 1
      state.body = (await request.json()) as Record<string, unknown>
      await promise
      return status < 400
        ? HttpResponse.json({ success: true, message: 'Created' }, { status })
        : HttpResponse.json({ success: false, message }, { status })
    }),
  )
  return { state, release: open }
}

describe('Music upload: validation', () => {
  it('names every required field, the audio file included, and sends nothing', async () => {
    const { state } = answerUpload()
    const { user } = renderUpload()
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Music' })).toBeInTheDocument()
    await user.click(submitButton())
    expect(await screen.findByText('Title is required')).toBeInTheDocument()
    expect(screen.getByText('Artist is required')).toBeInTheDocument()
    expect(screen.getByText('Duration is required')).toBeInTheDocument()
    expect(screen.getByText('Audio file is required')).toBeInTheDocument()
    expect(textbox('Title')).toHaveFocus()
    expect(state.calls).toBe(0)
  })

  it('offers the catalogue’s genres', () => {
    renderUpload()
    const genre = screen.getByRole('combobox', { name: 'Genre' })
    expect(
      Array.from(genre.querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual([
      'Select a genre',
      'Pop',
      'Rock',
      'Hip Hop',
      'Electronic',
      'R&B',
      'Jazz',
      'Classical',
      'Other',
    ])
  })

  it('wants a URL for the YouTube link and whole seconds of at least 1 for the duration', async () => {
    const { state } = answerUpload()
    const { user } = renderUpload()
    await fillRequired(user)
    await user.type(textbox('YouTube link'), 'not a link')
    await user.tab()
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument()

    await user.clear(duration())
    await user.type(duration(), '0')
    await user.tab()
    expect(await screen.findByText('Duration must be at least 1 second')).toBeInTheDocument()
    await user.clear(duration())
    await user.type(duration(), '12.5')
    expect(
      await screen.findByText('Duration must be a whole number of seconds'),
    ).toBeInTheDocument()

    await user.click(submitButton())
    expect(state.calls).toBe(0)
    await user.clear(textbox('YouTube link'))
    await user.type(textbox('YouTube link'), 'https://youtu.be/abc123')
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid URL')).not.toBeInTheDocument(),
    )
  })

  it('clears the audio error once a file is chosen', async () => {
    const { user } = renderUpload()
    await user.click(submitButton())
    expect(await screen.findByText('Audio file is required')).toBeInTheDocument()
    await user.upload(audioInput(), mp3())
    expect(await screen.findByText('umuhanzi.mp3')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByText('Audio file is required')).not.toBeInTheDocument(),
    )
  })
})

describe('Music upload: sending', () => {
  it('sends the track with its files inline, shows the progress bar, then the success message', async () => {
    const { state, release } = answerUpload()
    const { user, queryClient } = renderUpload()
    // A music list already on screen elsewhere must reload after the upload.
    queryClient.setQueryData(musicQuery().queryKey, [])

    await fillRequired(user)
    await user.type(textbox('Album'), 'Imizi')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Hip Hop')
    await user.type(screen.getByLabelText('Release date'), '2025-03-14')
    await user.type(textbox('YouTube link'), 'https://www.youtube.com/watch?v=abc')
    await user.type(textbox('Tags'), 'afrobeat, live , ,Kigali')
    await user.upload(coverInput(), jpg())
    await user.click(submitButton())

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' })
    expect(bar).toHaveAttribute('max', '100')
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled()
    await waitFor(() => expect(state.body).toBeDefined())
    // Once the files are read, the bar measures the request body: a value and its percentage.
    await waitFor(() => expect(bar).toHaveAttribute('value'))
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\d+% sent/))
    release()

    const message = await screen.findByText('Music uploaded successfully!')
    expect(message.closest('[role="status"]')).not.toBeNull()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(state.calls).toBe(1)
    expect(state.body).toMatchObject({
      title: 'Inzira',
      artist: 'Amani',
      album: 'Imizi',
      genre: 'Hip Hop',
      releaseDate: '2025-03-14',
      duration: 215,
      youtubeLink: 'https://www.youtube.com/watch?v=abc',
      tags: ['afrobeat', 'live', 'Kigali'],
      audioFileName: 'umuhanzi.mp3',
      audioFileSize: mp3().size,
      coverImageName: 'cover.jpg',
      coverImageSize: jpg().size,
    })
    expect(String(state.body?.audioUrl)).toMatch(/^data:audio\/mpeg;base64,/)
    expect(String(state.body?.coverImageUrl)).toMatch(/^data:image\/jpeg;base64,/)

    // The form is empty for the next track, and the music lists were invalidated.
    expect(textbox('Title')).toHaveValue('')
    expect(screen.queryByText('umuhanzi.mp3')).not.toBeInTheDocument()
    expect(queryClient.getQueryState(musicQuery().queryKey)?.isInvalidated).toBe(true)
  })

  it('moves the bar with the bytes sent, then says the track is being saved', async () => {
    const { promise, open } = gate()
    let options: UploadOptions = {}
    // The request itself: the bar follows what the upload hook gives the client.
    const create = vi.spyOn(api, 'post').mockImplementation(async (_url, _body, given = {}) => {
      options = given as UploadOptions
      await promise
      return { data: { success: true, message: 'Created' } }
    })
    const { user } = renderUpload()
    await fillRequired(user)
    await user.click(submitButton())
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' })
    const sent = (loaded: number) => act(() => options.onUploadProgress?.({ loaded, total: 200 }))

    sent(84)
    expect(bar).toHaveAttribute('value', '42')
    expect(bar).toHaveAttribute('aria-valuetext', '42% sent')
    expect(screen.getByText('42% sent')).toBeVisible()
    sent(200)
    expect(bar).toHaveAttribute('value', '100')
    expect(screen.getByText('100% sent, saving the track…')).toBeVisible()

    open()
    expect(await screen.findByText('Music uploaded successfully!')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('shows the server message of a failure, else "Error uploading music", and keeps the form', async () => {
    const { release } = answerUpload(413, 'Audio files may be at most 50MB')
    release()
    const { user } = renderUpload()
    await fillRequired(user)
    await user.click(submitButton())
    const message = await screen.findByText('Audio files may be at most 50MB')
    expect(message.closest('[role="alert"]')).not.toBeNull()
    expect(textbox('Title')).toHaveValue('Inzira')

    server.use(http.post(apiUrl('/music'), () => HttpResponse.text('', { status: 502 })))
    await user.click(submitButton())
    expect(await screen.findByText('Error uploading music')).toBeInTheDocument()
  })
})
