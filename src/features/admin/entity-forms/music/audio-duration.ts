/**
 * The length of an audio file in whole seconds, read by the browser from the file's metadata;
 * null when it cannot tell (an unusual codec, or no media support, as in tests).
 */
export function readAudioDuration(file: File): Promise<number | null> {
  if (typeof URL.createObjectURL !== 'function' || typeof Audio === 'undefined') {
    return Promise.resolve(null)
  }
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const audio = new Audio()
    const finish = (seconds: number | null) => {
      audio.removeAttribute('src')
      URL.revokeObjectURL(url)
      resolve(seconds)
    }
    audio.preload = 'metadata'
    audio.onloadedmetadata = () =>
      finish(
        Number.isFinite(audio.duration) && audio.duration >= 0.5
          ? Math.round(audio.duration)
          : null,
      )
    audio.onerror = () => finish(null)
    audio.src = url
  })
}
