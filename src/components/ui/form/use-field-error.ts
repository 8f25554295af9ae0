import { useTranslation } from 'react-i18next'

/** The translated text of a contract rule's message key (a key of `validation`), if it failed. */
export function useFieldError() {
  const { t } = useTranslation('validation')
  return (error?: { message?: string }) => (error?.message ? t(error.message) : undefined)
}
