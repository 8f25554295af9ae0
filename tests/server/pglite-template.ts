/** Where the global setup leaves the migrated PGlite template for the test apps (a file path). */
export const PGLITE_TEMPLATE_ENV = 'LABEL_TEST_PGLITE_TEMPLATE'
