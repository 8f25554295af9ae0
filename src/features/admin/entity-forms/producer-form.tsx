import { TIMING } from '@/config/ui'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { FormProvider, type FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { Producer } from '@contract/producer'
import { producersApi } from '@/api/producers'
import { StatusNotice } from '../components/status-notice'
import { EntityFormFoot, isEditing, useEntityEditor, type EntityFormProps } from './entity-form'
import { BasicStep } from './producer/basic-step'
import { DetailsStep } from './producer/details-step'
import {
  WIZARD_STEPS,
  producerFormSchemaFor,
  producerValues,
  toCreateProducerBody,
  toUpdateProducerBody,
  type ProducerFormInput,
  type ProducerFormValues,
} from './producer/schema'
import { SocialStep } from './producer/social-step'
import { StepTabs } from './producer/step-tabs'
import { WizardActions } from './producer/wizard-actions'

const STEP_VIEWS = [BasicStep, DetailsStep, SocialStep] as const
const LAST_STEP = WIZARD_STEPS.length - 1

/**
 * Create a producer in three steps (docs/product.md §7, §9), checked as one types: a step ahead
 * opens only when the steps before it pass; after success the banner shows for 2 s and the
 * wizard starts over on the first step. The edit modal shows the same first two steps one under
 * the other (credits and social links are kept as they were).
 */
export function ProducerForm(props: EntityFormProps<Producer>) {
  const { t } = useTranslation('producer-wizard')
  const idBase = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const [step, setStep] = useState(0)
  const [isCreated, setCreated] = useState(false)
  const isEdit = isEditing(props)
  const schema = producerFormSchemaFor(isEdit) as z.ZodType<ProducerFormValues, ProducerFormInput>
  const { form, save, feedback, foot } = useEntityEditor(props, {
    schema,
    values: producerValues,
    mode: 'onChange',
    isSettled: isCreated,
    create: producersApi.useCreate(),
    toCreateBody: toCreateProducerBody,
    toUpdateBody: toUpdateProducerBody,
    messages: {
      created: t('success'),
      failed: t('failed'),
      serverSuccess: false,
      serverFailure: false,
    },
    onCreated: () => setCreated(true),
  })
  const {
    trigger,
    handleSubmit,
    reset,
    formState: { isSubmitting },
    guard,
  } = form
  const { dismiss } = feedback

  useEffect(() => {
    if (!isCreated) return
    const timer = setTimeout(() => {
      reset(producerValues())
      setStep(0)
      dismiss()
      setCreated(false)
    }, TIMING.formResetMs)
    return () => clearTimeout(timer)
  }, [isCreated, reset, dismiss])

  /** Opens a step; going forward first validates every step before it and stops at a failing one. */
  const goTo = async (index: number) => {
    for (let before = step; before < index; before += 1) {
      const fields = WIZARD_STEPS[before]?.fields ?? []
      if (!(await trigger(fields, { shouldFocus: before === step }))) {
        setStep(before)
        return false
      }
    }
    setStep(index)
    return true
  }

  const move = async (index: number) => {
    if (await goTo(index)) panelRef.current?.focus()
  }

  /** Steps are checked on the way, but a rule can still fail at the end: show where. */
  const onInvalid = (errors: FieldErrors<ProducerFormInput>) => {
    const failing = WIZARD_STEPS.findIndex((wizardStep) =>
      wizardStep.fields.some((field) => field in errors),
    )
    if (failing >= 0) setStep(failing)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isEdit || step === LAST_STEP) return void handleSubmit(save, onInvalid)(event)
    // Enter in a field of an earlier step means "next", never "send half a profile".
    event.preventDefault()
    void move(step + 1)
  }

  if (isEdit) {
    return (
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          <BasicStep record={props.record} />
          <DetailsStep />
          <EntityFormFoot
            {...foot}
            submitLabel={t('actions.submit')}
            submittingLabel={t('actions.submitting')}
          />
          {guard}
        </form>
      </FormProvider>
    )
  }

  const StepView = STEP_VIEWS[step] ?? BasicStep
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <StepTabs current={step} onSelect={goTo} idBase={idBase} />
        <div
          ref={panelRef}
          role="tabpanel"
          id={`${idBase}-panel`}
          aria-labelledby={`${idBase}-tab-${step}`}
          tabIndex={-1}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
        >
          <StepView />
        </div>
        <StatusNotice notice={feedback.notice} onDismiss={dismiss} />
        <WizardActions
          isFirst={step === 0}
          isLast={step === LAST_STEP}
          isSubmitting={isSubmitting}
          isLocked={isCreated}
          onBack={() => void move(step - 1)}
          onNext={() => void move(step + 1)}
        />
        {guard}
      </form>
    </FormProvider>
  )
}
