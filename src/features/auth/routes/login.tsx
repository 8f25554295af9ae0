import { AuthScreen } from '../components/auth-screen'

export default function LoginRoute() {
  return <AuthScreen />
}
