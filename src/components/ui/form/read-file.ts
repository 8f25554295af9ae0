/**
 * A file as the `data:<mime>;base64,...` URL the contract sends inline (docs/product.md §8).
 * Rejects when the browser cannot read it (e.g. the file was moved after it was chosen).
 */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read'))
    reader.onerror = () => reject(reader.error ?? new Error('read'))
    reader.readAsDataURL(file)
  })
}

/** A chosen file as a data URL; undefined when none was chosen (an update keeps the stored one). */
export const readIfChosen = (file: File | null | undefined) =>
  file ? readAsDataUrl(file) : Promise.resolve(undefined)
