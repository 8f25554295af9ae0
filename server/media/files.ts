import { randomBytes } from 'node:crypto'
import { access, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Stored names: a sha256 hex, an optional variant width, an extension. Nothing else is served. */
export const STORED_NAME = /^([a-f0-9]{64})(?:-(\d+))?\.([a-z0-9]+)$/

export async function exists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}

/**
 * Writes via a temporary file and a rename, so a reader (or a crash) never sees half a file.
 * Content-addressed names make an existing file already correct: it is left as is.
 */
export async function writeOnce(
  dir: string,
  name: string,
  data: Buffer | (() => Promise<Buffer>),
): Promise<void> {
  const target = join(dir, name)
  if (await exists(target)) return
  const bytes = typeof data === 'function' ? await data() : data
  const temporary = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    await writeFile(temporary, bytes)
    await rename(temporary, target)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

export const removeFile = (path: string) => rm(path, { force: true })
