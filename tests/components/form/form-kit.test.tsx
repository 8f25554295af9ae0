import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { Link } from 'react-router-dom'
import { z } from 'zod'
import { TextField } from '@/components/ui/form/input'
import { TextAreaField } from '@/components/ui/form/textarea'
import { ErrorList } from '@/components/ui/form/error-list'
import { UploadProgress, useUploadProgress } from '@/components/ui/form/upload-progress'
import { useEntityForm } from '@/components/ui/form/use-entity-form'
import { useFieldError } from '@/components/ui/form/use-field-error'
import { renderWithProviders } from '../utils'

// Messages are keys of `validation`, as the contract's are.
const Schema = z.object({
  name: z.string().trim().min(1, 'artist.nameRequired'),
  bio: z.string().trim().min(1, 'artist.bioRequired'),
})

function NoteForm({
  onDirtyChange,
  isSettled = false,
}: {
  onDirtyChange?: (dirty: boolean) => void
  isSettled?: boolean
}) {
  const fieldError = useFieldError()
  const [sent, setSent] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
    guard,
  } = useEntityForm(Schema, { name: '', bio: '' }, { onDirtyChange, isSettled })
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => setSent(values.name))(event)}
    >
      <TextField label="Name" required error={fieldError(errors.name)} {...register('name')} />
      <TextAreaField
        label="Bio"
        hint="A line or two."
        error={fieldError(errors.bio)}
        {...register('bio')}
      />
      <button type="submit">Save</button>
      <Link to="/elsewhere">Go elsewhere</Link>
      {sent ? <p>Sent {sent}</p> : null}
      {guard}
    </form>
  )
}

const renderForm = (props: Parameters<typeof NoteForm>[0] = {}) =>
  renderWithProviders(<NoteForm {...props} />, {
    route: '/note',
    path: '/note',
    routes: [{ path: '/elsewhere', element: <h1>Elsewhere</h1> }],
  })

describe('useEntityForm: rules checked on leaving a field', () => {
  it('says nothing while typing, names the rule once the field is left, and clears when fixed', async () => {
    const { user } = renderForm()
    const name = screen.getByRole('textbox', { name: 'Name' })
    await user.click(name)
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()

    await user.tab()
    expect(screen.getByText('Name is required')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name is required')
    // A field not yet visited stays quiet.
    expect(screen.queryByText('Biography is required')).not.toBeInTheDocument()

    await user.type(name, 'Amani')
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()
    expect(name).not.toHaveAttribute('aria-invalid')
  })

  it('reads the hint and the error with the control, hint first', async () => {
    const { user } = renderForm()
    const bio = screen.getByRole('textbox', { name: 'Bio' })
    expect(bio).toHaveAccessibleDescription('A line or two.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(bio).toHaveAccessibleDescription(/^A line or two\. .+/)
  })
})

describe('useEntityForm: the unsaved-changes guard', () => {
  it('asks before leaving with changes and reports them to its owner', async () => {
    const onDirtyChange = vi.fn()
    const { user, router } = renderForm({ onDirtyChange })
    expect(onDirtyChange).toHaveBeenLastCalledWith(false)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Am')
    expect(onDirtyChange).toHaveBeenLastCalledWith(true)

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Leave this page?' })
    await user.click(within(dialog).getByRole('button', { name: 'Stay on page' }))
    expect(router.state.location.pathname).toBe('/note')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Am')
  })

  it('stays down while the form is settled (after a create, until it starts again)', async () => {
    const { user, router } = renderForm({ isSettled: true })
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Am')
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }))
    expect(router.state.location.pathname).toBe('/elsewhere')
  })
})

describe('ErrorList', () => {
  it('shows one message as a line and several as a list, nothing when none failed', () => {
    const { rerender } = renderWithProviders(<ErrorList id="e" errors={[undefined, '']} />)
    expect(document.getElementById('e')).toBeNull()
    rerender(<ErrorList id="e" errors={['Too short']} />)
    expect(document.getElementById('e')).toHaveTextContent('Too short')
    rerender(<ErrorList id="e" errors={['Too short', 'No digits']} />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Too short',
      'No digits',
    ])
  })
})

describe('UploadProgress', () => {
  function Upload() {
    const upload = useUploadProgress()
    return (
      <>
        <UploadProgress progress={upload.progress} />
        <button type="button" onClick={upload.sending}>
          Start
        </button>
        <button type="button" onClick={() => upload.onUploadProgress({ loaded: 30, total: 120 })}>
          Quarter
        </button>
        <button type="button" onClick={() => upload.onUploadProgress({ loaded: 120, total: 120 })}>
          All
        </button>
      </>
    )
  }

  it('is indeterminate while the files are read, then measures the bytes sent', async () => {
    const { user } = renderWithProviders(<Upload />)
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' })
    expect(bar).not.toHaveAttribute('value')
    expect(bar).toHaveAttribute('aria-valuetext', 'Preparing files…')

    await user.click(screen.getByRole('button', { name: 'Start' }))
    expect(bar).toHaveAttribute('value', '0')
    await user.click(screen.getByRole('button', { name: 'Quarter' }))
    expect(bar).toHaveAttribute('value', '25')
    expect(screen.getByText('25% sent')).toBeVisible()
    act(() => screen.getByRole('button', { name: 'All' }).click())
    expect(bar).toHaveAttribute('aria-valuetext', '100% sent, saving the track…')
  })
})
