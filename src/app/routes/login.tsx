import { AuthScreen } from '@/features/auth/components/auth-screen'

export default function LoginRoute() {
  return <AuthScreen />
}
