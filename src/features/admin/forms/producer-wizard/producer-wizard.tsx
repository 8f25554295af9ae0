import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { TIMING } from '@contract/constants'
import { useCreateProducer } from '@/api/producers'
import { StatusNotice } from '@/features/admin/manage/status-notice'
import type { Notice } from '@/features/admin/manage/types'
import { useUnsavedGuard } from '../use-unsaved-guard'
import { BasicStep } from './basic-step'
import { DetailsStep } from './details-step'
import {
  ProducerFormSchema,
  WIZARD_STEPS,
  producerDefaults,
  toCreateProducerBody,
  type ProducerFormInput,
  type ProducerFormValues,
} from './schema'
import { SocialStep } from './social-step'
import { StepTabs } from './step-tabs'
import { WizardActions } from './wizard-actions'

const STEP_VIEWS = [BasicStep, DetailsStep, SocialStep] as const
const LAST_STEP = WIZARD_STEPS.length - 1

/**
 * Create a producer in three steps (spec §2, §4, §5), validated as the admin types. A step
 * ahead opens only when the steps before it pass. After success the banner shows for 2 s and
 * the wizard starts over on the first step.
 */
export function ProducerWizard() {
  const { t } = useTranslation('producer-wizard')
  const idBase = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const [step, setStep] = useState(0)
  const [notice, setNotice] = useState<Notice | null>(null)
  const dismissNotice = useCallback(() => setNotice(null), [])
  const [isCreated, setCreated] = useState(false)
  const create = useCreateProducer()
  const form = useForm<ProducerFormInput, unknown, ProducerFormValues>({
    resolver: zodResolver(ProducerFormSchema),
    mode: 'onChange',
    defaultValues: producerDefaults,
  })
  const {
    trigger,
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = form
  const guard = useUnsavedGuard(isDirty && !isCreated)

  useEffect(() => {
    if (!isCreated) return
    const timer = setTimeout(() => {
      reset(producerDefaults)
      setStep(0)
      setNotice(null)
      setCreated(false)
    }, TIMING.formResetMs)
    return () => clearTimeout(timer)
  }, [isCreated, reset])

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

  const onValid = async (values: ProducerFormValues) => {
    setNotice(null)
    try {
      await create.mutateAsync(await toCreateProducerBody(values))
      setCreated(true)
      setNotice({ tone: 'success', message: t('success') })
    } catch {
      setNotice({ tone: 'error', message: t('failed') })
    }
  }

  /** Steps are checked on the way, but a rule can still fail at the end: show where. */
  const onInvalid = (errors: FieldErrors<ProducerFormInput>) => {
    const failing = WIZARD_STEPS.findIndex((wizardStep) =>
      wizardStep.fields.some((field) => field in errors),
    )
    if (failing >= 0) setStep(failing)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step === LAST_STEP) return void handleSubmit(onValid, onInvalid)(event)
    // Enter in a field of an earlier step means "next", never "send half a profile".
    event.preventDefault()
    void move(step + 1)
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
        <StatusNotice notice={notice} onDismiss={dismissNotice} />
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
