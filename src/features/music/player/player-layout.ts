/** The bar's height; the spacer and the scroll padding keep the page clear of it. */
export const PLAYER_BAR_HEIGHT = 'h-24 sm:h-20'
