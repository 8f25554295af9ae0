import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { capabilities } from '@/api/capabilities'
import { filmmakersApi } from '@/api/filmmakers'
import { useTalentLabels } from '@/components/talent/talent-labels'
import { SelectField, TextAreaField, TextField } from '@/features/admin/manage/edit-forms/fields'
import { useFieldError } from '@/features/admin/manage/edit-forms/form-actions'
import { StatusNotice } from '@/features/admin/manage/status-notice'
import { FileDropField } from './file-drop-field'
import {
  FilmmakerFormSchema,
  filmmakerDefaults,
  toCreateFilmmakerBody,
} from './filmmaker-create-schema'
import { PortfolioFields } from './portfolio-fields'
import { SubmitBar } from './submit-bar'
import { useCreateFeedback } from './use-create-feedback'
import { useCreateForm } from './use-create-form'

/** One titled part of the form: a fieldset whose legend names its fields for screen readers. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 border-t border-line pt-5 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-left mb-4 w-full text-lg font-semibold">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  )
}

/**
 * Create a filmmaker (spec §2, §5): Personal Information, Contact Information, Profile Image and
 * Portfolio; after success the form starts again from its defaults (spec §4).
 */
export function FilmmakerCreateForm() {
  const { t } = useTranslation(['forms', 'manage'])
  const fieldError = useFieldError()
  const label = useTalentLabels()
  const create = filmmakersApi.useCreate()
  const feedback = useCreateFeedback({
    created: t('forms:filmmaker.created'),
    failed: t('forms:filmmaker.failed'),
    networkError: t('forms:filmmaker.networkError'),
  })
  const form = useCreateForm(FilmmakerFormSchema, filmmakerDefaults())
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
    guard,
  } = form

  const submit = handleSubmit(async (values) => {
    const isCreated = await feedback.run(async () =>
      create.mutateAsync(await toCreateFilmmakerBody(values)),
    )
    if (isCreated) reset(filmmakerDefaults())
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <p className="text-sm text-muted">{t('forms:required')}</p>
      <Section title={t('forms:filmmaker.sections.personal')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('manage:fields.name')}
            required
            autoComplete="off"
            error={fieldError(errors.name)}
            className="sm:col-span-2"
            {...register('name')}
          />
          <SelectField
            label={t('manage:fields.specialization')}
            options={capabilities.filmmakerSpecializations.map((value) => ({
              value,
              label: label('specializations', value),
            }))}
            error={fieldError(errors.specialization)}
            {...register('specialization')}
          />
          <TextField
            label={t('manage:fields.experience')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            error={fieldError(errors.experience)}
            {...register('experience')}
          />
          <TextAreaField
            label={t('manage:fields.bio')}
            required
            error={fieldError(errors.bio)}
            className="sm:col-span-2"
            {...register('bio')}
          />
        </div>
      </Section>
      <Section title={t('forms:filmmaker.sections.contact')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('manage:fields.email')}
            type="email"
            autoComplete="off"
            error={fieldError(errors.contact?.email)}
            {...register('contact.email')}
          />
          <TextField
            label={t('manage:fields.phone')}
            type="tel"
            autoComplete="off"
            error={fieldError(errors.contact?.phone)}
            {...register('contact.phone')}
          />
        </div>
      </Section>
      <Section title={t('forms:filmmaker.sections.image')}>
        <FileDropField
          control={control}
          name="image"
          label={t('forms:filmmaker.image')}
          kind="image"
          hint={t('forms:filmmaker.imageHint')}
          required
        />
      </Section>
      <Section title={t('forms:filmmaker.sections.portfolio')}>
        <PortfolioFields form={form} />
      </Section>
      <StatusNotice notice={feedback.notice} onDismiss={feedback.dismiss} />
      <SubmitBar
        isPending={isSubmitting}
        label={t('forms:filmmaker.submit')}
        pendingLabel={t('forms:filmmaker.submitting')}
      />
      {guard}
    </form>
  )
}
