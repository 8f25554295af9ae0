import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { LoginBody, LoginResponse, RegisterBody, StoredUser, User } from '@contract/user'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { api } from './client'

/** Auth calls of spec §7: POST /admin/login, /admin/create, /admin/logout. */
export async function loginRequest(body: LoginBody): Promise<LoginResponse> {
  const response = await api.post<LoginResponse>('/admin/login', body)
  return response.data
}

export interface RegisterResponse {
  success: boolean
  message: string
  data: User
}

export async function registerRequest(body: RegisterBody): Promise<RegisterResponse> {
  const response = await api.post<RegisterResponse>('/admin/create', body)
  return response.data
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

/** What the SPA keeps of a user (spec §3): _id, name, username, email, userType. */
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

/**
 * Logout of spec §4: clear the stored token, user and session storage, call the logout endpoint,
 * then go to /login even if the call fails.
 */
export function useLogout() {
  const { token, logout } = useAuth()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: async () => {
      logout()
      if (token) await logoutRequest(token)
    },
    onSettled: () => navigate(paths.login, { replace: true }),
  })
}
