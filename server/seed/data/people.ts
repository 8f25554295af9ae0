export interface DemoContactMessage {
  name: string
  email: string
  phone: string
  message: string
  daysAgo: number
}

export const DEMO_CONTACT_MESSAGES: readonly DemoContactMessage[] = [
  {
    name: 'Jean-Paul Hakizimana',
    email: 'jp.hakizimana@example.com',
    phone: '+250 788 000 201',
    message: 'Hello! I run a small venue in Rubavu and would love to book Amani Uwase for a show in August. Who should I talk to about dates and fees?',
    daysAgo: 2,
  },
  {
    name: 'Esther Nyambura',
    email: 'esther.nyambura@example.com',
    phone: '',
    message: 'I am a singer from Nairobi moving to Kigali next month. Do you offer studio time for independent artists, and what are your hourly rates?',
    daysAgo: 6,
  },
  {
    name: 'Samuel Tuyishime',
    email: 'samuel.t@example.com',
    phone: '+250 788 000 203',
    message: 'Our school choir would like to record three songs for our anniversary. Could we visit the studio on a Saturday to see the space first?',
    daysAgo: 13,
  },
  {
    name: 'Marie Claire Uwase',
    email: 'mc.uwase@example.com',
    phone: '',
    message: 'Is the weekend music school open for new students in the next term? My son is 14 and has been playing guitar for two years.',
    daysAgo: 21,
  },
  {
    name: 'Kwame Mensah',
    email: 'kwame.mensah@example.com',
    phone: '+233 20 000 0205',
    message: 'I am producing a documentary about East African music and would like to interview two of your producers. Would next month work?',
    daysAgo: 45,
  },
  {
    name: 'Aisha Mohamed',
    email: 'aisha.mohamed@example.com',
    phone: '',
    message: 'Loved the Lake Kivu Sunrise set! Is there a full recording available anywhere?',
    daysAgo: 80,
  },
]

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
