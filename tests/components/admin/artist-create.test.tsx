import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { artistsApi } from '@/api/artists'
import { dashboardKeys } from '@/api/dashboard'
import { ArtistForm } from '@/features/admin/entity-forms/artist-form'
import { renderWithProviders, storeSession } from '../utils'
import { failWith, pngFile, serveCreate } from './create-fixtures'
import { gate } from './manage-fixtures'

function renderForm() {
  storeSession({ userType: 'admin' })
  const view = renderWithProviders(<ArtistForm />)
  const { user } = view
  const fillRequired = async () => {
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Amani')
    await user.type(screen.getByRole('textbox', { name: 'Biography' }), 'Singer from Kigali.')
    await user.upload(screen.getByLabelText('Artist image'), pngFile())
  }
  return { ...view, fillRequired }
}

const submitButton = () => screen.getByRole('button', { name: 'Add Artist' })

describe('Artist create form', () => {
  it('names every missing required field, the image with its own message', async () => {
    serveCreate('/artist/add')
    const { user } = renderForm()
    await user.click(submitButton())

    expect(await screen.findByText('Artist image is required')).toBeInTheDocument()
    expect(screen.getByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Biography is required')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true')
  })

  it('holds the age to a number of at least 1', async () => {
    const { user, fillRequired } = renderForm()
    await fillRequired()
    const age = screen.getByRole('spinbutton', { name: 'Age' })
    await user.type(age, '0')
    await user.click(submitButton())
    expect(await screen.findByText('Age must be at least 1')).toBeInTheDocument()

    await user.clear(age)
    await user.type(age, '27')
    expect(screen.queryByText('Age must be at least 1')).not.toBeInTheDocument()
  })

  it('sends the artist with the image as a data URL, shows the server message and clears the form', async () => {
    const hold = gate()
    const bodies = serveCreate(
      '/artist/add',
      () =>
        Response.json({ success: true, message: 'Artist created successfully.' }, { status: 201 }),
      hold,
    )
    const { user, fillRequired, queryClient } = renderForm()
    queryClient.setQueryData(artistsApi.keys.list(), [])
    queryClient.setQueryData(dashboardKeys.analytics(), {})
    await fillRequired()
    await user.type(screen.getByRole('spinbutton', { name: 'Age' }), '27')
    await user.type(screen.getByRole('textbox', { name: 'Management' }), 'Inganzo')
    await user.type(screen.getByRole('textbox', { name: 'Instagram' }), 'amani_music')
    await user.click(submitButton())

    const pending = await screen.findByRole('button', { name: 'Processing...' })
    expect(pending).toBeDisabled()
    hold.open()

    const success = await screen.findByText('Artist created successfully.')
    expect(success.closest('[role="status"]')).not.toBeNull()
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toEqual({
      name: 'Amani',
      bio: 'Singer from Kigali.',
      age: 27,
      management: 'Inganzo',
      socialLinks: { facebook: '', instagram: 'amani_music', twitter: '', youtube: '', tiktok: '' },
      imageUrl: expect.stringMatching(/^data:image\/png;base64,/) as unknown,
    })
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('')
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument()
    expect(submitButton()).toBeEnabled()
    // The artist lists and the dashboard's totals load again.
    expect(queryClient.getQueryState(artistsApi.keys.list())?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(dashboardKeys.analytics())?.isInvalidated).toBe(true)
  })

  it('shows the server’s message on a failure, and keeps what was typed', async () => {
    serveCreate('/artist/add', failWith(409, 'An artist with this name already exists.'))
    const { user, fillRequired } = renderForm()
    await fillRequired()
    await user.click(submitButton())

    const alert = await screen.findByText('An artist with this name already exists.')
    expect(alert.closest('[role="alert"]')).not.toBeNull()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Amani')
  })

  it('falls back to "Failed to create artist." when the server says nothing (deviation 1)', async () => {
    serveCreate('/artist/add', failWith(500))
    const { user, fillRequired } = renderForm()
    await fillRequired()
    await user.click(submitButton())

    const failure = await screen.findByText('Failed to create artist.')
    expect(failure.closest('[role="alert"]')).not.toBeNull()
    expect(screen.queryByText(/gallery/i)).not.toBeInTheDocument()
  })
})
