/** The demo listener everyone can sign in as (shown in the README). */
export const DEMO_LISTENER = {
  username: 'Demo Listener',
  email: 'listener@example.com',
  password: 'listener123',
} as const

const FIRST_NAMES = [
  'Aline', 'Bosco', 'Claudine', 'Didier', 'Esperance', 'Fidele', 'Gloria', 'Herve', 'Isaro', 'Jules',
  'Keza', 'Lionel', 'Mireille', 'Nadia', 'Oscar', 'Pacifique', 'Queen', 'Remy', 'Sifa', 'Thierry',
  'Umwali', 'Vanessa', 'Wilson', 'Xavier', 'Yvette', 'Zawadi', 'Arsene', 'Brenda', 'Cedric', 'Divine',
]
const LAST_INITIALS = 'MNKUHBIRGT'

/** Listener accounts behind the demo plays and likes. */
export const demoListenerNames = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Listener'
    const initial = LAST_INITIALS[index % LAST_INITIALS.length] ?? 'K'
    return { username: `${first} ${initial}.`, email: `${first.toLowerCase()}.${initial.toLowerCase()}${index + 1}@example.com` }
  })
