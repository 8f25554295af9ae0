import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { MB } from '@contract/constants'
import { TIMING } from '@/config/ui'
import ProducerCreateRoute from '@/app/routes/admin/producer-create'
import { apiUrl, renderWithProviders, server, storeSession } from '../utils'
import { gate } from './manage-fixtures'

type User = ReturnType<typeof renderWithProviders>['user']

const CURRENT_YEAR = new Date().getFullYear()
const BIO = 'Kigali producer blending afrobeat, amapiano and soul since the early days.'

function renderWizard() {
  storeSession({ userType: 'admin' })
  return renderWithProviders(<ProducerCreateRoute />)
}

const tab = (name: string) => screen.getByRole('tab', { name })
const textbox = (name: string) => screen.getByRole('textbox', { name })
const numberField = (name: string) => screen.getByRole('spinbutton', { name })
const button = (name: string) => screen.getByRole('button', { name })
const imageInput = () => screen.getByLabelText(/^Profile image/)
const png = (name = 'producer.png', bytes: BlobPart = 'png-bytes') =>
  new File([bytes], name, { type: 'image/png' })

/** Replaces a field's text, pasted in one go (typing long values key by key is slow). */
async function retype(user: User, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

async function fillBasic(user: User) {
  await retype(user, textbox('Name'), "Jean-Paul O'Neil")
  await user.selectOptions(screen.getByRole('combobox', { name: 'Experience level' }), 'Senior')
  await user.upload(imageInput(), png())
  await retype(user, textbox('Bio'), BIO)
}

async function fillDetails(user: User) {
  await user.click(screen.getByRole('checkbox', { name: 'Pop' }))
  await user.click(screen.getByRole('checkbox', { name: 'Jazz' }))
  await user.click(screen.getByRole('checkbox', { name: 'Mixing' }))
  await retype(user, numberField('Years of experience'), '8')
  await retype(user, textbox('Contact email'), 'jp@example.com')
}

async function toSocialStep(user: User) {
  await fillBasic(user)
  await user.click(button('Next'))
  await fillDetails(user)
  await user.click(button('Next'))
  expect(tab('Social & Links')).toHaveAttribute('aria-selected', 'true')
}

/** Answers POST /producer/add-producer, keeping the body; `release` lets the answer go. */
function answerCreate(status = 201) {
  const state: { body?: Record<string, unknown>; calls: number } = { calls: 0 }
  const { promise, open } = gate()
  server.use(
    http.post(apiUrl('/producer/add-producer'), async ({ request }) => {
      state.calls += 1
      state.body = (await request.json()) as Record<string, unknown>
      await promise
      return status < 400
        ? HttpResponse.json({ success: true, message: 'Producer created' }, { status })
        : HttpResponse.json({ success: false, message: 'Server error' }, { status })
    }),
  )
  return { state, release: open }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('Producer wizard: the Basic Info step', () => {
  it('opens on Basic Info and keeps Next from moving on while the step is invalid', async () => {
    const { user } = renderWizard()
    expect(screen.getByRole('heading', { level: 1, name: 'Create Producer' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      '1Basic Info',
      '2Details',
      '3Social & Links',
    ])
    expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()

    await user.click(button('Next'))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Experience level is required')).toBeInTheDocument()
    expect(screen.getByText('Profile image is required')).toBeInTheDocument()
    expect(screen.getByText('Bio is required')).toBeInTheDocument()
    expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true')
    expect(textbox('Name')).toHaveFocus()

    // A tab ahead is gated the same way.
    await user.click(tab('Details'))
    expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true')
    await user.click(tab('Social & Links'))
    expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true')
  })

  it('checks the name on every change', async () => {
    const { user } = renderWizard()
    const name = textbox('Name')
    await retype(user, name, 'A')
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    await retype(user, name, 'A'.repeat(51))
    expect(await screen.findByText('Name must not exceed 50 characters')).toBeInTheDocument()
    await retype(user, name, 'DJ Flow 3000')
    expect(
      await screen.findByText('Name can only contain letters, spaces, hyphens, and apostrophes'),
    ).toBeInTheDocument()
    await user.clear(name)
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    await retype(user, name, "Aimée D'Arc-Uwase")
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'))
  })

  it('offers the four levels with their years, and asks again when the choice is undone', async () => {
    const { user } = renderWizard()
    const level = screen.getByRole('combobox', { name: 'Experience level' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a level',
      'Junior (0-3 years)',
      'Mid-level (3-7 years)',
      'Senior (7-15 years)',
      'Legendary (15+ years)',
    ])
    await user.selectOptions(level, 'Junior')
    await user.selectOptions(level, '')
    expect(await screen.findByText('Please select an experience level')).toBeInTheDocument()
  })

  it('counts the bio and holds it between 50 and 500 characters', async () => {
    const { user } = renderWizard()
    const bio = textbox('Bio')
    expect(screen.getByText('0/500')).toBeInTheDocument()
    await retype(user, bio, 'Too short')
    expect(await screen.findByText('Bio should be at least 50 characters')).toBeInTheDocument()
    expect(screen.getByText('9/500')).toBeInTheDocument()
    await user.clear(bio)
    expect(await screen.findByText('Bio is required')).toBeInTheDocument()
    await user.click(bio)
    await user.paste('x'.repeat(501))
    expect(await screen.findByText('Bio should not exceed 500 characters')).toBeInTheDocument()
    expect(screen.getByText('501/500')).toBeInTheDocument()
    await user.clear(bio)
    await user.paste(BIO)
    await waitFor(() => expect(bio).not.toHaveAttribute('aria-invalid'))
  })

  it('refuses a profile image over 5MB and takes a small one', async () => {
    const { user } = renderWizard()
    await user.upload(imageInput(), png('huge.png', new Uint8Array(5 * MB + 1)))
    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument()
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument()

    await user.upload(imageInput(), png())
    expect(await screen.findByText('producer.png')).toBeInTheDocument()
    expect(screen.queryByText('File size must be less than 5MB')).not.toBeInTheDocument()
  })
})

describe('Producer wizard: the Details step', () => {
  it('opens once Basic Info is valid, and holds its own rules', async () => {
    const { user } = renderWizard()
    await fillBasic(user)
    await user.click(button('Next'))
    expect(tab('Details')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveFocus()

    await user.click(button('Next'))
    expect(await screen.findByText('Please select at least one genre')).toBeInTheDocument()
    expect(screen.getByText('Please select at least one skill')).toBeInTheDocument()
    expect(screen.getByText('Years of experience is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(tab('Details')).toHaveAttribute('aria-selected', 'true')

    const years = numberField('Years of experience')
    await retype(user, years, '-1')
    expect(await screen.findByText('Must be at least 0 years')).toBeInTheDocument()
    await retype(user, years, '51')
    expect(await screen.findByText('Must be at most 50 years')).toBeInTheDocument()

    const email = textbox('Contact email')
    await retype(user, email, 'not-an-email')
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    await retype(user, email, `${'a'.repeat(95)}@x.com`)
    expect(await screen.findByText('Email must not exceed 100 characters')).toBeInTheDocument()

    // Unchecking the last chip brings the message back.
    await user.click(screen.getByRole('checkbox', { name: 'Rock' }))
    await user.click(screen.getByRole('checkbox', { name: 'Rock' }))
    expect(screen.getByText('Please select at least one genre')).toBeInTheDocument()
  })

  it('goes Back with the values kept', async () => {
    const { user } = renderWizard()
    await fillBasic(user)
    await user.click(button('Next'))
    await user.click(button('Back'))
    expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true')
    expect(textbox('Name')).toHaveValue("Jean-Paul O'Neil")
    expect(screen.getByRole('combobox', { name: 'Experience level' })).toHaveValue('Senior')
    expect(screen.getByText('producer.png')).toBeInTheDocument()
  })
})

describe('Producer wizard: Social & Links', () => {
  it('adds credits with the current year and checks years and social usernames and links', async () => {
    const { user } = renderWizard()
    await toSocialStep(user)
    expect(screen.getByText('No credits added yet.')).toBeInTheDocument()

    await user.click(button('Add credit'))
    expect(numberField('Year')).toHaveValue(CURRENT_YEAR)
    await retype(user, numberField('Year'), '1899')
    const yearMessage = 'Year must be between 1900 and the current year'
    expect(await screen.findByText(yearMessage)).toBeInTheDocument()
    await retype(user, numberField('Year'), String(CURRENT_YEAR + 1))
    expect(await screen.findByText(yearMessage)).toBeInTheDocument()
    await retype(user, numberField('Year'), '1900')
    await waitFor(() => expect(screen.queryByText(yearMessage)).not.toBeInTheDocument())
    await user.click(button('Remove credit 1'))
    expect(screen.queryByRole('spinbutton', { name: 'Year' })).not.toBeInTheDocument()

    const cases: [string, string, string][] = [
      [
        'Instagram username',
        'bad name!',
        'Instagram username can only contain letters, numbers, periods and underscores (max 30 characters)',
      ],
      [
        'Twitter username',
        'a_sixteen_chars_',
        'Twitter username can only contain letters, numbers and underscores (max 15 characters)',
      ],
      [
        'Facebook username',
        'abcd',
        'Please enter a valid Facebook username (at least 5 characters)',
      ],
      [
        'Spotify artist link',
        'https://example.com/artist/1',
        'Please enter a Spotify artist link (https://open.spotify.com/artist/... or https://spoti.fi/...)',
      ],
      [
        'SoundCloud link',
        'https://example.com/jp',
        'Please enter a SoundCloud link (https://soundcloud.com/...)',
      ],
      [
        'YouTube channel link',
        'https://www.youtube.com/watch?v=1',
        'Please enter a YouTube channel link (https://youtube.com/channel/..., https://youtube.com/c/... or https://youtu.be/...)',
      ],
      [
        'Apple Music link',
        'https://example.com/jp',
        'Please enter an Apple Music link (https://music.apple.com/...)',
      ],
    ]
    for (const [label, value, message] of cases) {
      const field = textbox(label)
      await retype(user, field, value)
      expect(await screen.findByText(message)).toBeInTheDocument()
      await user.clear(field)
      await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument())
    }
  })

  it('does not send while a social field is invalid', async () => {
    const { state } = answerCreate()
    const { user } = renderWizard()
    await toSocialStep(user)
    await retype(user, textbox('Twitter username'), 'has space')
    await user.click(button('Complete Profile'))
    expect(
      await screen.findByText(
        'Twitter username can only contain letters, numbers and underscores (max 15 characters)',
      ),
    ).toBeInTheDocument()
    expect(state.calls).toBe(0)
  })
})

describe('Producer wizard: sending', () => {
  it('sends lists and objects as JSON strings, shows the banner, then starts over after 2 s', async () => {
    const { state, release } = answerCreate()
    const { user } = renderWizard()
    await toSocialStep(user)
    await user.click(button('Add credit'))
    await retype(user, textbox('Project'), 'Ubumuntu LP')
    await retype(user, textbox('Role'), 'Mixing engineer')
    await user.click(button('Add credit'))
    await retype(user, textbox('Instagram username'), 'jp.oneil')
    await retype(user, textbox('Spotify artist link'), 'https://open.spotify.com/artist/abc')

    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(button('Complete Profile'))
    expect(await screen.findByRole('button', { name: 'Creating Profile...' })).toBeDisabled()
    await waitFor(() => expect(state.body).toBeDefined())
    release()

    const banner = await screen.findByText(
      'Producer profile created successfully! Resetting form...',
    )
    expect(banner.closest('[role="status"]')).not.toBeNull()
    expect(state.calls).toBe(1)
    const body = state.body ?? {}
    expect(body).toMatchObject({
      name: "Jean-Paul O'Neil",
      level: 'Senior',
      bio: BIO,
      yearsExperience: 8,
      contactEmail: 'jp@example.com',
      genres: JSON.stringify(['Pop', 'Jazz']),
      skills: JSON.stringify(['Mixing']),
      // The blank second row is left out; the year is the current one.
      credits: JSON.stringify([
        { project: 'Ubumuntu LP', role: 'Mixing engineer', year: CURRENT_YEAR },
      ]),
    })
    expect(JSON.parse(String(body.socialMedia))).toEqual({
      instagram: 'jp.oneil',
      twitter: '',
      facebook: '',
      spotify: 'https://open.spotify.com/artist/abc',
      soundCloud: '',
      youtube: '',
      appleMusic: '',
    })
    expect(String(body.image)).toMatch(/^data:image\/png;base64,/)

    act(() => {
      vi.advanceTimersByTime(TIMING.formResetMs - 1000)
    })
    expect(
      screen.getByText('Producer profile created successfully! Resetting form...'),
    ).toBeVisible()
    expect(tab('Social & Links')).toHaveAttribute('aria-selected', 'true')
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(tab('Basic Info')).toHaveAttribute('aria-selected', 'true')
    expect(textbox('Name')).toHaveValue('')
    expect(screen.getByText('0/500')).toBeInTheDocument()
    expect(screen.queryByText('producer.png')).not.toBeInTheDocument()
    expect(
      screen.queryByText('Producer profile created successfully! Resetting form...'),
    ).not.toBeInTheDocument()
  })

  it('shows the failure message and keeps what was typed', async () => {
    const { release } = answerCreate(500)
    release()
    const { user } = renderWizard()
    await toSocialStep(user)
    await user.click(button('Complete Profile'))
    const message = await screen.findByText('Error creating producer profile. Please try again.')
    expect(message.closest('[role="alert"]')).not.toBeNull()
    expect(tab('Social & Links')).toHaveAttribute('aria-selected', 'true')
    expect(button('Complete Profile')).toBeEnabled()
    await user.click(tab('Basic Info'))
    expect(textbox('Name')).toHaveValue("Jean-Paul O'Neil")
  })
})
