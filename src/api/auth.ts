import { useEffect, useRef } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router-dom'
import type { LoginBody, LoginResponse, RegisterBody, StoredUser, User } from '@contract/user'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { api } from './client'
import { isRecord, replyMessage, unwrapOne } from './envelope'
import { normalizeUser } from './user-shape'

/** Auth calls (docs/product.md §12): POST /admin/login, /admin/create, /admin/logout. */
export async function loginRequest(body: LoginBody): Promise<LoginResponse> {
  const { data } = await api.post<unknown>('/admin/login', body)
  // The user goes through normalizeUser: the hosted API's copy has no isActive and carries fields
  // (its plain password, a defect of that API) the SPA must never keep.
  const token = isRecord(data) && typeof data.token === 'string' ? data.token : ''
  return {
    success: true,
    message: replyMessage(data) ?? '',
    token,
    data: normalizeUser(unwrapOne(data)),
  }
}

export interface RegisterResponse {
  success: boolean
  message: string
  data: User
}

export async function registerRequest(body: RegisterBody): Promise<RegisterResponse> {
  const { data } = await api.post<unknown>('/admin/create', body)
  return { success: true, message: replyMessage(data) ?? '', data: normalizeUser(unwrapOne(data)) }
}

/** The token is passed explicitly: logout forgets it locally before the call is made. */
export async function logoutRequest(token: string): Promise<void> {
  await api.post(
    '/admin/logout',
    {},
    {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    },
  )
}

/** What the SPA keeps of a user (docs/product.md §6): _id, name, username, email, userType. */
export function toStoredUser(user: User & { name?: string }): StoredUser {
  return {
    _id: user._id,
    name: user.name ?? user.username,
    username: user.username,
    email: user.email,
    userType: user.userType,
  }
}

/** Signs in and stores the session; the caller decides where to go next. */
export function useLogin() {
  const { login } = useAuth()
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: (response) => login(response.token, toStoredUser(response.data)),
  })
}

export function useRegister() {
  return useMutation({ mutationFn: registerRequest })
}

/** The location state of the navigation that ends a session (useLogout). */
const SIGN_OUT_STATE = { signOut: true } as const

const asksToSignOut = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { signOut?: unknown }).signOut === true

/**
 * Logout (docs/product.md §6): go to /login, clear token, user and session storage, call the
 * logout endpoint (its failure changes nothing). The visitor leaves first and the session ends on
 * arrival (useSignOutOnArrival, in the sign-in screen): an admin form with unsaved changes asks
 * before anyone leaves it (useUnsavedGuard), and "Stay" must keep the session as well as the
 * work. Clearing first signed the admin out behind that question.
 */
export function useLogout() {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async () => {
      await navigate(paths.login, { replace: true, state: SIGN_OUT_STATE })
    },
  })
}

/**
 * Ends the session when the visitor arrives through useLogout's navigation: in the sign-in
 * screen, and in the route error screen should that screen fail to load.
 */
export function useSignOutOnArrival() {
  const location = useLocation()
  const navigate = useNavigate()
  const { token, logout } = useAuth()
  const signOut = asksToSignOut(location.state)
  // Once per arrival: React runs effects twice in development, and the token changes on logout.
  const handled = useRef<string | null>(null)

  useEffect(() => {
    if (!signOut || handled.current === location.key) return
    handled.current = location.key
    logout()
    if (token) logoutRequest(token).catch(() => undefined)
    // Forgets the request, so going back or reloading does not sign a new session out.
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: null,
    })
  }, [signOut, location, token, logout, navigate])
}
