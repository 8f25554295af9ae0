import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { Filmmaker } from '@contract/filmmaker'
import { capabilities } from '@/api/capabilities'
import { filmmakersApi } from '@/api/filmmakers'
import { useTalentLabels } from '@/lib/talent-labels'
import { FileDropField } from '@/components/ui/form/file-drop-field'
import { CheckboxField, TextField, WholeNumberField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'
import { TextAreaField } from '@/components/ui/form/textarea'
import { EntityFormFoot, isEditing, useEntityEditor, type EntityFormProps } from './entity-form'
import {
  filmmakerFormSchemaFor,
  filmmakerValues,
  toFilmmakerBody,
  type FilmmakerFormInput,
  type FilmmakerFormValues,
} from './filmmaker-schema'
import { PortfolioFields } from './portfolio-fields'
import { NameField } from './name-field'

/** One titled part of the form: a fieldset whose legend names its fields for screen readers. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 border-t border-line pt-5 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-left mb-4 w-full text-lg font-semibold">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  )
}

// The hosted API's PUT keeps the stored media whatever is sent: offering a new file would mislead.
const imageLocked = !capabilities.canReplaceImageOnEdit.filmmaker

/**
 * Create a filmmaker (docs/product.md §7, §9) or edit one in the manage modal: Personal Info,
 * Contact Information, Profile Image and Portfolio (an edit also has the active switch). After a
 * create the form starts again from its defaults (docs/product.md §7).
 */
export function FilmmakerForm(props: EntityFormProps<Filmmaker>) {
  const { t } = useTranslation(['forms', 'manage'])
  const label = useTalentLabels()
  const { record } = props
  const isEdit = isEditing(props)
  const schema = filmmakerFormSchemaFor(capabilities, record) as z.ZodType<
    FilmmakerFormValues,
    FilmmakerFormInput
  >
  const { form, onSubmit, foot } = useEntityEditor(props, {
    schema,
    values: filmmakerValues,
    create: filmmakersApi.useCreate(),
    toCreateBody: (values: FilmmakerFormValues) => toFilmmakerBody(values, false),
    toUpdateBody: (values: FilmmakerFormValues) => toFilmmakerBody(values, true),
    messages: {
      created: t('forms:filmmaker.created'),
      failed: t('forms:filmmaker.failed'),
      networkError: t('forms:filmmaker.networkError'),
    },
  })
  const { register, field, fileField, guard } = form
  // A value stored by older data (Screenwriter, Actor) stays selected until the admin changes it.
  const specializations: string[] = [...capabilities.filmmakerSpecializations]
  if (record?.specialization && !specializations.includes(record.specialization)) {
    specializations.push(record.specialization)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <p className="text-sm text-muted">{t('forms:required')}</p>
      <Section title={t('forms:filmmaker.sections.personal')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <NameField {...field('name')} />
          <SelectField
            label={t('manage:fields.specialization')}
            options={specializations.map((value) => ({
              value,
              label: label('specializations', value),
            }))}
            {...field('specialization')}
          />
          <WholeNumberField
            label={t('manage:fields.experience')}
            min={0}
            {...field('experience')}
          />
          <TextAreaField
            label={t('manage:fields.bio')}
            required
            className="sm:col-span-2"
            {...field('bio')}
          />
          {isEdit ? (
            <CheckboxField
              label={t('manage:fields.filmmakerActive')}
              className="sm:col-span-2"
              {...register('isActive')}
            />
          ) : null}
        </div>
      </Section>
      <Section title={t('forms:filmmaker.sections.contact')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('manage:fields.email')}
            type="email"
            autoComplete="off"
            {...field('contact.email')}
          />
          <TextField
            label={t('manage:fields.phone')}
            type="tel"
            autoComplete="off"
            {...field('contact.phone')}
          />
        </div>
      </Section>
      <Section title={t('forms:filmmaker.sections.image')}>
        <FileDropField
          {...fileField('image')}
          label={isEdit ? t('manage:fields.image') : t('forms:filmmaker.image')}
          kind="image"
          hint={t('forms:filmmaker.imageHint')}
          required={!isEdit}
          current={record?.image}
          lockedNote={isEdit && imageLocked ? t('manage:fields.imageLocked') : undefined}
        />
      </Section>
      <Section title={t('forms:filmmaker.sections.portfolio')}>
        <PortfolioFields form={form} />
      </Section>
      <EntityFormFoot
        {...foot}
        submitLabel={t('forms:filmmaker.submit')}
        submittingLabel={t('forms:filmmaker.submitting')}
        updateLabel={t('manage:actions.updateFilmmaker')}
      />
      {guard}
    </form>
  )
}
