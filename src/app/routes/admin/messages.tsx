import { MessagesScreen } from '@/features/admin/messages/messages-screen'

export default function MessagesRoute() {
  return <MessagesScreen />
}
