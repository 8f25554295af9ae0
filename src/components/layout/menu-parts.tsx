/** The header menus' panel (talent, language): under its button, above the page. */
export const menuPanelClass =
  'absolute z-50 mt-2 w-48 rounded-lg border border-line bg-surface-raised p-1 shadow-lg'
