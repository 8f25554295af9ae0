import { describe, expect, it } from 'vitest'
import { redactText, redactUrl, serializeError } from '../../server/lib/log-redaction'
import { requestOrigin } from '../../server/plugins/open-graph'
import { findBadText } from '../../server/plugins/text-guard'

describe('redactUrl', () => {
  it('keeps the path and the names of query parameters, never their values', () => {
    expect(redactUrl('/api/v1/music')).toBe('/api/v1/music')
    expect(redactUrl('/api/v1/music?page=2&token=abc&flag')).toBe(
      '/api/v1/music?page=[redacted]&token=[redacted]&flag',
    )
  })
})

describe('redactText and serializeError', () => {
  it('cut the params of a failed query, hashes, bearer tokens and data URLs', () => {
    const text =
      'Failed query: insert into "users" values ($1, $2)\nparams: ann@example.com,scrypt$32768$8$1$c2FsdA==$aGFzaA=='
    expect(redactText(text)).toBe(
      'Failed query: insert into "users" values ($1, $2)\nparams: [redacted]',
    )
    expect(redactText('got scrypt$32768$8$1$abc$def here')).toBe('got [redacted] here')
    expect(redactText('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [redacted]')
    expect(redactText('bad data:image/png;base64,iVBORw0KGgo= end')).toBe('bad data:[redacted] end')
  })

  it('keeps type, message, code and causes, and drops other own properties', () => {
    const cause = Object.assign(new Error('check constraint "no_one"'), { code: '23514' })
    const error = Object.assign(new Error('Failed query: insert\nparams: secret', { cause }), {
      params: ['secret'],
      query: 'insert',
    })
    const logged = serializeError(error)
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert\nparams: [redacted]',
      cause: { message: 'check constraint "no_one"', code: '23514' },
    })
    expect(JSON.stringify(logged)).not.toContain('secret')
  })
})

describe('findBadText', () => {
  it('finds a NUL or a lone surrogate in strings and keys, at any depth', () => {
    expect(findBadText({ name: 'Ann', tags: ['a', 'b'] })).toBeUndefined()
    expect(findBadText({ name: 'A🎵nn' })).toBeUndefined()
    expect(findBadText({ name: 'A\u0000nn' })).toBe('name')
    expect(findBadText({ socialLinks: { facebook: 'x\ud800' } })).toBe('socialLinks.facebook')
    expect(findBadText({ list: [{ role: 'ok' }, { role: '\udfff' }] })).toBe('list.1.role')
    expect(findBadText({ ['k\u0000']: 1 })).toBe('k\u0000')
    expect(findBadText('\ud83c')).toBe('')
  })
})

describe('requestOrigin', () => {
  it('uses a plain host[:port] only', () => {
    expect(requestOrigin('http', 'label.example:8080')).toBe('http://label.example:8080')
    expect(requestOrigin('https', 'LABEL.example')).toBe('https://label.example')
    expect(requestOrigin('http', '[::1]:8080')).toBe('http://[::1]:8080')
    expect(requestOrigin('http', '127.0.0.1')).toBe('http://127.0.0.1')
    for (const host of ['evil"><script>', 'a b', 'h/ost', 'h@ost', '', undefined])
      expect(requestOrigin('http', host)).toBe('')
  })
})
