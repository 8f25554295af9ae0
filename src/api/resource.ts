import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { api, type UploadProgressEvent } from './client'
import { replyMessage, unwrapOne, unwrapRecords } from './envelope'
import { read } from './read'

// Normalizers import `read` from here too; it lives apart so the entry's auth code can use it
// without createResource and its hooks.
export { read }

export interface ResourceConfig<T, TCreate = unknown, TUpdate = TCreate> {
  /** Query-key root, e.g. 'artists'. */
  key: string
  listPath: string
  detailPath: (id: string) => string
  createPath: string
  updatePath: (id: string) => string
  deletePath: (id: string) => string
  /** Turns one raw entity of any accepted shape into the contract's type. */
  normalize: (raw: Record<string, unknown>) => T
  /** Where a mutation reply carries the entity besides `data` (hosted: `{message, artist}`). */
  entityKey?: string
  /**
   * The body as the endpoint takes it, when that is not the contract's JSON as is (producers:
   * lists and objects as JSON strings). Every create and update of the resource goes through
   * it, the hooks' included, so no feature has to remember it.
   */
  encodeBody?: (body: TCreate | TUpdate) => unknown
}

/** A create or update reply, whatever its envelope: its message and the entity, if it sent it. */
export interface MutationReply<T> {
  message?: string
  item?: T
}

export interface UploadOptions {
  onUploadProgress?: (event: UploadProgressEvent) => void
}

/**
 * Fetchers, query keys and hooks for one REST resource of the contract. The per-resource modules
 * (artists.ts, producers.ts ...) configure it; mutations invalidate the resource's queries so
 * every list and detail on screen reloads after a change.
 */
export function createResource<T, TCreate, TUpdate = TCreate>(
  config: ResourceConfig<T, TCreate, TUpdate>,
) {
  const keys = {
    all: [config.key] as const,
    list: () => [config.key, 'list'] as const,
    detail: (id: string) => [config.key, 'detail', id] as const,
  }

  const toList = (data: unknown): T[] => unwrapRecords(data).map(config.normalize)
  const fetchList = async (): Promise<T[]> => toList((await api.get<unknown>(config.listPath)).data)

  const fetchOne = async (id: string): Promise<T> => {
    const { data } = await api.get<unknown>(config.detailPath(id))
    return config.normalize(unwrapOne(data))
  }

  const listQuery = () => queryOptions({ queryKey: keys.list(), queryFn: fetchList })
  const detailQuery = (id: string) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: () => fetchOne(id) })

  const toReply = (data: unknown): MutationReply<T> => {
    const entity = unwrapOne(data, config.entityKey)
    const hasEntity = read.id(entity) !== ''
    return { message: replyMessage(data), ...(hasEntity && { item: config.normalize(entity) }) }
  }
  const encode = (body: TCreate | TUpdate) => (config.encodeBody ? config.encodeBody(body) : body)
  const create = async (body: TCreate, options: UploadOptions = {}) =>
    toReply((await api.post<unknown>(config.createPath, encode(body), options)).data)
  const update = async ({ id, body }: { id: string; body: TUpdate }, options: UploadOptions = {}) =>
    toReply((await api.put<unknown>(config.updatePath(id), encode(body), options)).data)
  const remove = async (id: string) =>
    (await api.delete<{ message?: string }>(config.deletePath(id))).data

  function useInvalidate() {
    const queryClient = useQueryClient()
    return () => queryClient.invalidateQueries({ queryKey: keys.all })
  }

  /**
   * The server's render (a page's `prefetch`, src/app/prefetch.ts): an answer read from the
   * database, normalized as the API's would be, under the key the page's query reads. A record
   * that does not exist is left out: the browser asks the API, which says 404.
   */
  const seedList = (queryClient: QueryClient, raw: unknown) =>
    queryClient.setQueryData(keys.list(), toList(raw))
  const seedOne = (queryClient: QueryClient, id: string, raw: object | undefined) => {
    if (raw) queryClient.setQueryData(keys.detail(id), config.normalize(unwrapOne(raw)))
  }

  return {
    keys,
    fetchList,
    seedList,
    seedOne,
    fetchOne,
    listQuery,
    detailQuery,
    create,
    update,
    remove,
    useList: () => useQuery(listQuery()),
    useOne: (id: string) => useQuery(detailQuery(id)),
    useCreate: (options: UploadOptions = {}) => {
      const invalidate = useInvalidate()
      return useMutation({
        mutationFn: (body: TCreate) => create(body, options),
        onSuccess: invalidate,
      })
    },
    useUpdate: (options: UploadOptions = {}) => {
      const invalidate = useInvalidate()
      return useMutation({
        mutationFn: (input: { id: string; body: TUpdate }) => update(input, options),
        onSuccess: invalidate,
      })
    },
    useDelete: () => {
      const invalidate = useInvalidate()
      return useMutation({ mutationFn: remove, onSuccess: invalidate })
    },
  }
}
