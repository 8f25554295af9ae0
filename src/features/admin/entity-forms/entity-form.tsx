import type { FormEvent, ReactNode } from 'react'
import type { DefaultValues, FieldValues, Mode } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useEntityForm } from '@/components/ui/form/use-entity-form'
import { StatusNotice } from '../components/status-notice'
import { FormActions } from './form-actions'
import { SubmitBar } from './submit-bar'
import { useCreateFeedback, type CreateMessages } from './use-create-feedback'

/** Props the edit modal gives the entity's form; the form renders its own Cancel / Update. */
export interface EditFormProps<T> {
  record: T
  onSubmit: (body: unknown) => void
  onCancel: () => void
  isPending: boolean
  /** The form reports unsaved changes, so closing the modal can ask first. */
  onDirtyChange: (isDirty: boolean) => void
}

/**
 * One form per entity serves "new" and "edit" (as the Epic Stack's editor does): a create page
 * renders it without props, the edit modal with the record and its callbacks.
 */
export type EntityFormProps<T> =
  EditFormProps<T> | { record?: undefined; onDirtyChange?: undefined }

export const isEditing = <T,>(props: EntityFormProps<T>): props is EditFormProps<T> =>
  props.record !== undefined

interface SaveOptions<Values, Record> {
  /** The resource's create mutation (its hook encodes the body as the endpoint wants it). */
  create: { mutateAsync: (body: never) => Promise<{ message?: string } | undefined> }
  toCreateBody: (values: Values) => Promise<unknown>
  /** The update body; what the form does not edit goes back from the record as it was. */
  toUpdateBody: (values: Values, record: Record) => Promise<unknown>
  /** What the create page says after it (the edit modal says its own). */
  messages: CreateMessages
  /** After a create succeeded: the form starts again (docs/product.md §7). */
  onCreated: () => void
}

/**
 * What a valid form does: on a create page, send the create body and show the outcome in the
 * page; in the edit modal, hand the update body to the modal, which sends it.
 */
export function useEntitySave<Values, Record>(
  props: EntityFormProps<Record>,
  { create, toCreateBody, toUpdateBody, messages, onCreated }: SaveOptions<Values, Record>,
) {
  const feedback = useCreateFeedback(messages)
  const save = async (values: Values) => {
    if (isEditing(props)) {
      props.onSubmit(await toUpdateBody(values, props.record))
      return
    }
    const isCreated = await feedback.run(async () =>
      create.mutateAsync((await toCreateBody(values)) as never),
    )
    if (isCreated) onCreated()
  }
  return { save, feedback }
}

interface EditorOptions<Input, Values, Record> extends Omit<
  SaveOptions<Values, Record>,
  'onCreated'
> {
  /** The contract's create or update schema, as the form holds its values. */
  schema: z.ZodType<Values, Input>
  /** The form's values: empty for a new entity (and after a create), the record's for an edit. */
  values: (record?: Record) => Input
  mode?: Mode
  isSettled?: boolean
  /** After a create succeeded; by default the form starts again from `values()`. */
  onCreated?: () => void
}

/** An entity form's setup: the form (useEntityForm), what a valid submit does, its feedback. */
export function useEntityEditor<Input extends FieldValues, Values extends FieldValues, Record>(
  props: EntityFormProps<Record>,
  { schema, values, mode, isSettled, onCreated, ...sending }: EditorOptions<Input, Values, Record>,
) {
  const form = useEntityForm(schema, values(props.record) as DefaultValues<Input>, {
    mode,
    isSettled,
    onDirtyChange: props.onDirtyChange,
  })
  const { save, feedback } = useEntitySave(props, {
    ...sending,
    onCreated: onCreated ?? (() => form.reset(values())),
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(save)(event)
  /** What EntityFormFoot needs of the form, the same for every entity. */
  const foot = { props, feedback, isSubmitting: form.formState.isSubmitting }
  return { form, save, feedback, onSubmit, foot }
}

/**
 * The foot of an entity form: on a create page the outcome and the one submit button; in the
 * edit modal Cancel and Update.
 */
export function EntityFormFoot<Record>({
  props,
  feedback,
  isSubmitting,
  submitLabel,
  submittingLabel,
  updateLabel,
  createAction,
}: {
  props: EntityFormProps<Record>
  feedback: ReturnType<typeof useCreateFeedback>
  isSubmitting: boolean
  submitLabel: string
  submittingLabel: string
  updateLabel?: string
  /** Another button beside a create page's submit (the track form's Clear). */
  createAction?: ReactNode
}) {
  const { t } = useTranslation('manage')
  if (isEditing(props)) {
    return (
      <FormActions
        onCancel={props.onCancel}
        isPending={props.isPending || isSubmitting}
        updateLabel={updateLabel ?? t('actions.update')}
      />
    )
  }
  return (
    <>
      <StatusNotice notice={feedback.notice} onDismiss={feedback.dismiss} />
      <SubmitBar
        isPending={isSubmitting}
        label={submitLabel}
        pendingLabel={submittingLabel}
        before={createAction}
      />
    </>
  )
}
