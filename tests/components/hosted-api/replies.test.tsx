import { describe, expect, it } from 'vitest'
import { artistsApi } from '@/api/artists'
import { httpStatus } from '@/api/errors'
import { setUserStatus } from '@/api/users'
import { serveHostedApi } from './handlers'
import { hostedImage } from './store'

/** Mutation replies of the hosted API, read through the same layer as the lists. */
describe('hosted API: mutation replies', () => {
  it('reads an artist update answered {message, artist}', async () => {
    serveHostedApi()
    const reply = await artistsApi.update({
      id: '64b000000000000000000001',
      body: { name: 'Eliane I.', bio: 'New bio', age: 25, management: 'Kivu Sound Collective' },
    })
    expect(reply.message).toBe('Artist updated')
    expect(reply.item).toMatchObject({
      _id: '64b000000000000000000001',
      name: 'Eliane I.',
      bio: 'New bio',
      imageUrl: hostedImage('eliane'),
    })
  })

  it('gets a 404 for a user status change, which that API does not have', async () => {
    const { store } = serveHostedApi()
    const error: unknown = await setUserStatus(store.users[1]!._id, false).catch(
      (caught: unknown) => caught,
    )
    expect(httpStatus(error)).toBe(404)
  })
})
