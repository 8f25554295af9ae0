import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { Artist } from '@contract/artist'
import { artistsApi } from '@/api/artists'
import { capabilities } from '@/api/capabilities'
import { FileDropField } from '@/components/ui/form/file-drop-field'
import { TextField, WholeNumberField } from '@/components/ui/form/input'
import { TextAreaField } from '@/components/ui/form/textarea'
import {
  artistFormSchemaFor,
  artistValues,
  toArtistBody,
  type ArtistFormInput,
  type ArtistFormValues,
} from './artist-schema'
import { EntityFormFoot, isEditing, useEntityEditor, type EntityFormProps } from './entity-form'
import { NameField } from './name-field'

const SOCIAL = ['facebook', 'instagram', 'twitter', 'youtube', 'tiktok'] as const

/**
 * Add an artist (docs/product.md §7, §9: POST /artist/add) or edit one in its modal: the image goes
 * inline as a data URL, on edit only when a new one was chosen.
 */
export function ArtistForm(props: EntityFormProps<Artist>) {
  const { t } = useTranslation(['forms', 'manage'])
  const isEdit = isEditing(props)
  const schema = artistFormSchemaFor(capabilities, isEdit) as z.ZodType<
    ArtistFormValues,
    ArtistFormInput
  >
  const { form, onSubmit, foot } = useEntityEditor(props, {
    schema,
    values: artistValues,
    create: artistsApi.useCreate(),
    toCreateBody: toArtistBody,
    toUpdateBody: toArtistBody,
    messages: { created: t('forms:artist.created'), failed: t('forms:artist.failed') },
  })
  const { field, fileField, guard } = form

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <p className="text-sm text-muted">{t('forms:required')}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NameField {...field('name')} />
        <TextField
          label={t('manage:fields.management')}
          required={capabilities.requiresArtistAgeAndManagement}
          autoComplete="off"
          {...field('management')}
        />
        <WholeNumberField
          label={t('manage:fields.age')}
          required={capabilities.requiresArtistAgeAndManagement}
          min={1}
          {...field('age')}
        />
        <TextAreaField
          label={t('manage:fields.bio')}
          required
          className="sm:col-span-2"
          {...field('bio')}
        />
        <div className="sm:col-span-2">
          <FileDropField
            {...fileField('image')}
            label={isEdit ? t('manage:fields.image') : t('forms:artist.image')}
            kind="image"
            hint={t('forms:artist.imageHint')}
            required={!isEdit}
            current={props.record?.image}
          />
        </div>
      </div>
      <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold">{t('manage:fields.socialLinks')}</legend>
        <p className="-mt-2 text-sm text-muted sm:col-span-2">{t('forms:artist.socialHint')}</p>
        {SOCIAL.map((network) => (
          <TextField
            key={network}
            label={t(`manage:fields.social.${network}`)}
            autoComplete="off"
            {...field(`socialLinks.${network}`)}
          />
        ))}
      </fieldset>
      <EntityFormFoot
        {...foot}
        submitLabel={t('forms:artist.submit')}
        submittingLabel={t('forms:artist.submitting')}
      />
      {guard}
    </form>
  )
}
