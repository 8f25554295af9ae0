import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { FilmmakerForm } from '@/features/admin/entity-forms/filmmaker-form'
import { renderWithProviders, storeSession } from '../utils'
import { failWith, pngFile, serveCreate } from './create-fixtures'
import { gate } from './manage-fixtures'

const YEAR = new Date().getFullYear()

function renderForm() {
  storeSession({ userType: 'admin' })
  const view = renderWithProviders(<FilmmakerForm />)
  const fillRequired = async () => {
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kalisa')
    await view.user.type(screen.getByRole('textbox', { name: 'Biography' }), 'Films of Kigali.')
    await view.user.upload(screen.getByLabelText('Profile image'), pngFile('kalisa.png'))
  }
  return { ...view, fillRequired }
}

const rows = () => screen.getAllByRole('group', { name: /^Project \d$/ })
const submitButton = () => screen.getByRole('button', { name: 'Create Filmmaker' })

describe('Filmmaker create form', () => {
  it('has the four sections and starts from the defaults', () => {
    renderForm()
    for (const section of [
      'Personal Information',
      'Contact Information',
      'Profile Image',
      'Portfolio',
    ]) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument()
    }
    expect(screen.getByRole('combobox', { name: 'Specialization' })).toHaveValue('Director')
    expect(screen.getByRole('spinbutton', { name: 'Experience (years)' })).toHaveValue(0)
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    expect(rows()).toHaveLength(1)
    expect(within(rows()[0]!).getByRole('spinbutton', { name: 'Year' })).toHaveValue(YEAR)
  })

  it('adds portfolio rows and removes them while more than one remains', async () => {
    const { user } = renderForm()
    expect(screen.queryByRole('button', { name: /^Remove project/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add project' }))
    await user.click(screen.getByRole('button', { name: 'Add project' }))
    expect(rows()).toHaveLength(3)
    // A new row takes the focus.
    expect(within(rows()[2]!).getByRole('textbox', { name: 'Project title' })).toHaveFocus()
    await user.type(within(rows()[1]!).getByRole('textbox', { name: 'Project title' }), 'Second')

    await user.click(screen.getByRole('button', { name: 'Remove project 1' }))
    expect(rows()).toHaveLength(2)
    expect(within(rows()[0]!).getByRole('textbox', { name: 'Project title' })).toHaveValue('Second')
    await user.click(screen.getByRole('button', { name: 'Remove project 2' }))
    expect(rows()).toHaveLength(1)
    expect(screen.queryByRole('button', { name: /^Remove project/ })).not.toBeInTheDocument()
  })

  it('checks the required fields, the experience and each portfolio year', async () => {
    const { user } = renderForm()
    const experience = screen.getByRole('spinbutton', { name: 'Experience (years)' })
    await user.clear(experience)
    await user.type(experience, '-1')
    const year = screen.getByRole('spinbutton', { name: 'Year' })
    await user.clear(year)
    await user.type(year, '1899')
    await user.click(submitButton())

    expect(await screen.findByText('Profile image is required')).toBeInTheDocument()
    expect(screen.getByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Bio is required')).toBeInTheDocument()
    expect(screen.getByText('Experience must be 0 or more years')).toBeInTheDocument()
    expect(
      screen.getByText('Year must be between 1900 and five years from now'),
    ).toBeInTheDocument()

    await user.clear(year)
    await user.type(year, String(YEAR + 6))
    expect(
      screen.getByText('Year must be between 1900 and five years from now'),
    ).toBeInTheDocument()
    await user.clear(year)
    await user.type(year, String(YEAR + 5))
    expect(
      screen.queryByText('Year must be between 1900 and five years from now'),
    ).not.toBeInTheDocument()
  })

  it('sends the filmmaker, says "Creating..." meanwhile, then resets to the defaults', async () => {
    const hold = gate()
    const bodies = serveCreate(
      '/filmmaker/create',
      () =>
        HttpResponse.json(
          { success: true, message: 'Filmmaker created successfully.' },
          { status: 201 },
        ),
      hold,
    )
    const { user, fillRequired } = renderForm()
    await fillRequired()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Specialization' }), 'Editor')
    const experience = screen.getByRole('spinbutton', { name: 'Experience (years)' })
    await user.clear(experience)
    await user.type(experience, '7')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'kalisa@example.com')
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+250 788 000 000')
    await user.type(screen.getByRole('textbox', { name: 'Project title' }), 'Umurage')
    await user.type(screen.getByRole('textbox', { name: 'Role' }), 'Director')
    // A second row left empty is not sent.
    await user.click(screen.getByRole('button', { name: 'Add project' }))
    await user.click(submitButton())

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled()
    hold.open()
    const success = await screen.findByText('Filmmaker created successfully.')
    expect(success.closest('[role="status"]')).not.toBeNull()
    expect(bodies[0]).toEqual({
      name: 'Kalisa',
      bio: 'Films of Kigali.',
      specialization: 'Editor',
      experience: 7,
      contact: { email: 'kalisa@example.com', phone: '+250 788 000 000' },
      portfolio: [{ title: 'Umurage', year: YEAR, role: 'Director' }],
      image: expect.stringMatching(/^data:image\/png;base64,/) as unknown,
    })

    // docs/product.md §7: Director, experience 0, one empty portfolio row with the current year.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Specialization' })).toHaveValue('Director')
    expect(screen.getByRole('spinbutton', { name: 'Experience (years)' })).toHaveValue(0)
    expect(rows()).toHaveLength(1)
    expect(screen.getByRole('textbox', { name: 'Project title' })).toHaveValue('')
    expect(screen.getByRole('spinbutton', { name: 'Year' })).toHaveValue(YEAR)
    expect(screen.queryByRole('button', { name: 'Remove kalisa.png' })).not.toBeInTheDocument()
  })

  it.each([
    ['the server’s message', failWith(400, 'Bio is too long.'), 'Bio is too long.'],
    ['"Failed to create filmmaker." without one', failWith(500), 'Failed to create filmmaker.'],
    [
      '"An error occurred. Please try again." on a network error',
      () => HttpResponse.error(),
      'An error occurred. Please try again.',
    ],
  ])('shows %s', async (_case, reply, expected) => {
    serveCreate('/filmmaker/create', reply)
    const { user, fillRequired } = renderForm()
    await fillRequired()
    await user.click(submitButton())
    const failure = await screen.findByText(expected)
    expect(failure.closest('[role="alert"]')).not.toBeNull()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Kalisa')
  })
})
