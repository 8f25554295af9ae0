import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { galleryApi } from '@/api/gallery'
import { GalleryForm } from '@/features/admin/entity-forms/gallery-form'
import { renderWithProviders, storeSession } from '../utils'
import { failWith, pngFile, serveCreate } from './create-fixtures'
import { gate } from './manage-fixtures'

function renderForm() {
  storeSession({ userType: 'admin' })
  const view = renderWithProviders(<GalleryForm />)
  const fillRequired = async () => {
    await view.user.type(screen.getByRole('textbox', { name: 'Title' }), 'Studio night')
    await view.user.type(screen.getByRole('textbox', { name: 'Description' }), 'Recording live.')
    await view.user.upload(screen.getByLabelText('Image'), pngFile('night.png'))
  }
  return { ...view, fillRequired }
}

const submitButton = () => screen.getByRole('button', { name: 'Add to Gallery' })

describe('Gallery create form', () => {
  it('requires a title, a description and an image; the video is optional', async () => {
    const bodies = serveCreate('/gallery/add-gallery')
    const { user } = renderForm()
    await user.click(submitButton())

    expect(await screen.findByText('Image is required')).toBeInTheDocument()
    expect(screen.getByText('Title is required')).toBeInTheDocument()
    expect(screen.getByText('Description is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Video (optional)')).not.toHaveAttribute('aria-required')
    expect(bodies).toHaveLength(0)
  })

  it('sends the image and the video as data URLs, then shows the server’s message', async () => {
    const hold = gate()
    const bodies = serveCreate(
      '/gallery/add-gallery',
      () =>
        Response.json(
          { success: true, message: 'Gallery item created successfully.' },
          { status: 201 },
        ),
      hold,
    )
    const { user, fillRequired, queryClient } = renderForm()
    queryClient.setQueryData(galleryApi.keys.list(), [])
    await fillRequired()
    const video = new File([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70])], 'clip.mp4', {
      type: 'video/mp4',
    })
    await user.upload(screen.getByLabelText('Video (optional)'), video)
    expect(screen.getByText('clip.mp4')).toBeInTheDocument()
    await user.click(submitButton())

    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled()
    hold.open()
    const success = await screen.findByText('Gallery item created successfully.')
    expect(success.closest('[role="status"]')).not.toBeNull()
    expect(bodies[0]).toEqual({
      title: 'Studio night',
      description: 'Recording live.',
      image: expect.stringMatching(/^data:image\/png;base64,/) as unknown,
      videoUrl: expect.stringMatching(/^data:video\/mp4;base64,/) as unknown,
    })
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('')
    expect(queryClient.getQueryState(galleryApi.keys.list())?.isInvalidated).toBe(true)
  })

  it('sends an empty video when none is chosen', async () => {
    const bodies = serveCreate('/gallery/add-gallery', () =>
      Response.json({ success: true }, { status: 201 }),
    )
    const { user, fillRequired } = renderForm()
    await fillRequired()
    await user.click(submitButton())
    // The server sent no message of its own: the form's words.
    expect(await screen.findByText('Gallery item created successfully.')).toBeInTheDocument()
    expect(bodies[0]).toMatchObject({ videoUrl: '' })
  })

  it.each([
    ['the server’s message', failWith(413, 'The image is too large.'), 'The image is too large.'],
    [
      '"Failed to create gallery" when the server gives none',
      failWith(500),
      'Failed to create gallery',
    ],
  ])('shows %s on a failure', async (_case, reply, expected) => {
    serveCreate('/gallery/add-gallery', reply)
    const { user, fillRequired } = renderForm()
    await fillRequired()
    await user.click(submitButton())
    const failure = await screen.findByText(expected)
    expect(failure.closest('[role="alert"]')).not.toBeNull()
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Studio night')
  })
})
