import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/ui/form/input'
import { useFieldProps } from '@/components/ui/form/use-field-props'
import { CreditsField } from './credits-field'
import type { ProducerFormInput } from './schema'

/** Usernames first, then links; each shows what it expects (docs/product.md §9's patterns). */
const NETWORKS = [
  { name: 'instagram', placeholder: 'producer.name', type: 'text' },
  { name: 'twitter', placeholder: 'producer_name', type: 'text' },
  { name: 'facebook', placeholder: 'producer.name', type: 'text' },
  { name: 'spotify', placeholder: 'https://open.spotify.com/artist/…', type: 'url' },
  { name: 'soundCloud', placeholder: 'https://soundcloud.com/…', type: 'url' },
  { name: 'youtube', placeholder: 'https://www.youtube.com/channel/…', type: 'url' },
  { name: 'appleMusic', placeholder: 'https://music.apple.com/…', type: 'url' },
] as const

/** Step 3: credits and social media, all optional. */
export function SocialStep() {
  const { t } = useTranslation('producer-wizard')
  const field = useFieldProps(useFormContext<ProducerFormInput>())

  return (
    <div className="space-y-6">
      <CreditsField />
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold">{t('social.legend')}</legend>
        <p className="mb-3 text-xs text-muted">{t('social.hint')}</p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {NETWORKS.map((network) => (
            <TextField
              key={network.name}
              label={t(`social.${network.name}`)}
              type={network.type}
              inputMode={network.type === 'url' ? 'url' : undefined}
              placeholder={network.placeholder}
              autoCapitalize="none"
              spellCheck={false}
              {...field(`socialMedia.${network.name}`)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  )
}
