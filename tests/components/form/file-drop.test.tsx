import { useState } from 'react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MB } from '@contract/constants'
import { FileDrop, type FileDropProps } from '@/components/ui/form/file-drop'
import { renderWithProviders } from '../utils'

/** A file of `size` bytes without allocating them. */
function fakeFile(name: string, type: string, size = 1024) {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

function renderDrop(props: Partial<FileDropProps> = {}) {
  const onChange = vi.fn()
  function Harness() {
    const [file, setFile] = useState<File | null>(null)
    return (
      <FileDrop
        label="Artist image"
        kind="image"
        value={file}
        onChange={(next) => {
          onChange(next)
          setFile(next)
        }}
        {...props}
      />
    )
  }
  const view = renderWithProviders(<Harness />)
  const input = props.lockedNote ? null : screen.getByLabelText(props.label ?? 'Artist image')
  return { ...view, onChange, input: input as HTMLElement }
}

describe('FileDrop', () => {
  it('rejects a file over the limit with a translated message, before reading it', async () => {
    const { user, onChange, input } = renderDrop()
    const read = vi.spyOn(FileReader.prototype, 'readAsDataURL')
    await user.upload(input, fakeFile('huge.png', 'image/png', 5 * MB + 1))

    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 5MB')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument()
    expect(read).not.toHaveBeenCalled()
  })

  it('applies the limit of each kind: a 30 MB video is refused, a 30 MB track is not', async () => {
    const video = renderDrop({ kind: 'video', label: 'Video' })
    await video.user.upload(video.input, fakeFile('clip.mp4', 'video/mp4', 30 * MB))
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 20MB')
    video.unmount()

    const audio = renderDrop({ kind: 'audio', label: 'Audio' })
    await audio.user.upload(audio.input, fakeFile('song.mp3', 'audio/mpeg', 30 * MB))
    expect(audio.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'song.mp3' }))
    expect(screen.getByText('song.mp3')).toBeInTheDocument()
    expect(screen.getByText('30 MB')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('rejects a file of the wrong type, chosen or dropped', async () => {
    const { onChange, input } = renderDrop()
    expect(input).toHaveAttribute('accept', 'image/*')
    // The picker filters by `accept`; a file dropped or forced through still gets checked.
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(input, fakeFile('notes.txt', 'text/plain'))
    expect(screen.getByRole('alert')).toHaveTextContent('This file type is not accepted')
    expect(onChange).toHaveBeenLastCalledWith(null)

    onChange.mockClear()
    const zone = screen.getByText('Choose a file').closest('div')
    expect(zone).not.toBeNull()
    fireEvent.drop(zone!, { dataTransfer: { files: [fakeFile('clip.mp4', 'video/mp4')] } })
    expect(screen.getByRole('alert')).toHaveTextContent('This file type is not accepted')
    expect(onChange).toHaveBeenCalledWith(null)
  })

  it('previews an accepted image, and removing it revokes the preview and clears the value', async () => {
    const create = vi.fn(() => 'blob:preview-1')
    const revoke = vi.fn()
    // jsdom has no object URLs; the preview asks for one and must give it back.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = create
        static override revokeObjectURL = revoke
      },
    )
    onTestFinished(() => void vi.unstubAllGlobals())
    const { user, onChange, input } = renderDrop({ hint: 'PNG or JPG, max 5MB' })
    expect(input).toHaveAccessibleDescription('PNG or JPG, max 5MB')

    await user.upload(input, fakeFile('portrait.png', 'image/png', 2.5 * MB))
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'portrait.png' }))
    expect(screen.getByRole('img', { name: 'Preview of portrait.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    )
    expect(screen.getByText('2.5 MB')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Remove portrait.png' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(revoke).toHaveBeenCalledWith('blob:preview-1')
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(input).toHaveFocus()
  })

  it('accepts a dropped file and shows the form rule’s message when given one', () => {
    const { onChange } = renderDrop({ error: 'Artist image is required', required: true })
    expect(screen.getByRole('alert')).toHaveTextContent('Artist image is required')
    expect(screen.getByLabelText('Artist image')).toHaveAttribute('aria-required', 'true')

    const zone = screen.getByText('Choose a file').closest('div')
    fireEvent.dragOver(zone!, { dataTransfer: { dropEffect: 'none' } })
    fireEvent.drop(zone!, { dataTransfer: { files: [fakeFile('cover.jpg', 'image/jpeg')] } })
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'cover.jpg' }))
    expect(screen.getByText('cover.jpg')).toBeInTheDocument()
  })
})

describe('FileDrop on an edit form', () => {
  it('shows the stored image until a new file is chosen, then names it as the replacement', async () => {
    const { user, onChange, input } = renderDrop({
      label: 'Image',
      current: 'https://cdn.example/a.png',
    })
    expect(screen.getByText('The current file is kept unless you choose a new one.')).toBeVisible()
    expect(document.querySelector('img')).toHaveAttribute('src', expect.stringContaining('a.png'))

    await user.upload(input, fakeFile('new.png', 'image/png'))
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'new.png' }))
    expect(screen.getByText('New file: new.png')).toBeInTheDocument()
    expect(screen.queryByText(/current file is kept/)).not.toBeInTheDocument()
  })

  it('says there is no file yet when nothing is stored', () => {
    renderDrop({ label: 'Video', kind: 'video', current: '' })
    expect(screen.getByText('No file yet.')).toBeInTheDocument()
  })

  it('offers no picker where the API would drop a new file: the stored one and why', () => {
    const note = 'The current image is kept: the API this site uses cannot replace it when editing.'
    renderDrop({ label: 'Image', current: 'https://cdn.example/a.png', lockedNote: note })
    expect(screen.getByRole('group', { name: 'Image' })).toHaveTextContent(note)
    expect(document.querySelector('input[type="file"]')).toBeNull()
  })
})
