import type { Localized } from './site'

export interface Achievement {
  readonly id: 'pioneer' | 'panAfricanist' | 'artist'
  readonly title: Localized
  readonly text: Localized
}

/**
 * The founder (/founder). A module of its own, not an export of site.ts: site.ts is part of the
 * first page's chunk, and an export another page uses stays in the module's chunk, so the founder's
 * prose in four languages was downloaded by every first visit.
 */
export const founder = {
  name: 'Olivier Kayitare',
  birthName: 'Olivier Kayitare Mugenzi',
  role: {
    en: 'Founder and Artistic Director',
    fr: 'Fondateur et directeur artistique',
    es: 'Fundador y director artístico',
    rw: "Uwashinze inzu akaba n'umuyobozi w'ubuhanzi",
  },
  quote: {
    en: 'Every voice from our hills deserves a studio that listens.',
    fr: 'Chaque voix de nos collines mérite un studio qui l’écoute.',
    es: 'Cada voz de nuestras colinas merece un estudio que la escuche.',
    rw: 'Buri jwi rituruka ku misozi yacu rikwiye sitidiyo iryumva.',
  },
  bio: [
    {
      en: 'Olivier grew up singing in church choirs in Huye and recording friends on a borrowed laptop. In 2019 he opened Inganzo Records in Kigali so that young artists would no longer have to leave the country to sound world-class.',
      fr: 'Olivier a grandi en chantant dans les chorales de Huye et en enregistrant ses amis sur un ordinateur emprunté. En 2019, il a ouvert Inganzo Records à Kigali pour que les jeunes artistes n’aient plus besoin de quitter le pays pour obtenir un son de niveau international.',
      es: 'Olivier creció cantando en coros de iglesia en Huye y grabando a sus amigos con un portátil prestado. En 2019 abrió Inganzo Records en Kigali para que los jóvenes artistas ya no tuvieran que salir del país para sonar a nivel mundial.',
      rw: "Olivier yakuze aririmba muri korali zo mu nsengero i Huye, afata amajwi y'inshuti ze akoresheje mudasobwa yatiye. Mu 2019 yafunguye Inganzo Records i Kigali kugira ngo abahanzi bakiri bato batazongera kujya hanze y'igihugu gushaka amajwi ari ku rwego mpuzamahanga.",
    },
    {
      en: 'Today he produces, mentors and scouts talent across East Africa, and still spends most evenings in the control room with the artists he signs.',
      fr: 'Aujourd’hui, il produit, accompagne et repère des talents dans toute l’Afrique de l’Est, et passe encore la plupart de ses soirées en régie avec les artistes qu’il signe.',
      es: 'Hoy produce, asesora y descubre talento en toda África Oriental, y sigue pasando la mayoría de las tardes en la sala de control con los artistas que firma.',
      rw: "Uyu munsi atunganya indirimbo, agira inama abahanzi kandi ashakisha impano muri Afurika y'Iburasirazuba yose, ndetse n'ubu amara amajoro menshi muri sitidiyo ari kumwe n'abahanzi asinyisha.",
    },
  ] satisfies readonly Localized[],
  achievements: [
    {
      id: 'pioneer',
      title: { en: 'Pioneer', fr: 'Pionnier', es: 'Pionero', rw: 'Umupayiniya' },
      text: {
        en: 'Opened free weekly studio sessions for first-time artists in Kigali.',
        fr: 'A lancé des séances de studio gratuites chaque semaine pour les artistes débutants à Kigali.',
        es: 'Abrió sesiones de estudio semanales y gratuitas para artistas principiantes en Kigali.',
        rw: 'Yatangije amasomo ya buri cyumweru muri sitidiyo, ku buntu, ku bahanzi batangira i Kigali.',
      },
    },
    {
      id: 'panAfricanist',
      title: {
        en: 'Pan-Africanist',
        fr: 'Panafricaniste',
        es: 'Panafricanista',
        rw: "Uharanira ubumwe bw'Afurika",
      },
      text: {
        en: 'Produced collaborations between artists from Rwanda, Uganda, Kenya and Tanzania.',
        fr: 'A produit des collaborations entre des artistes du Rwanda, de l’Ouganda, du Kenya et de la Tanzanie.',
        es: 'Ha producido colaboraciones entre artistas de Ruanda, Uganda, Kenia y Tanzania.',
        rw: 'Yatunganyije indirimbo zahuje abahanzi bo mu Rwanda, Uganda, Kenya na Tanzaniya.',
      },
    },
    {
      id: 'artist',
      title: { en: 'Artist', fr: 'Artiste', es: 'Artista', rw: 'Umuhanzi' },
      text: {
        en: 'Released two albums of his own blending inanga melodies with modern production.',
        fr: 'A sorti deux albums personnels qui mêlent les mélodies de l’inanga à une production moderne.',
        es: 'Publicó dos álbumes propios que mezclan melodías de inanga con producción moderna.',
        rw: "Yashyize hanze alubumu ebyiri ze bwite zivanga injyana y'inanga n'ubutunganyi bugezweho.",
      },
    },
  ] satisfies readonly Achievement[],
} as const
