/**
 * Where the API lives: VITE_API_BASE_URL, else our own `/api/v1` on the page's origin. A module
 * of its own (no axios): the embeddable player (src/embed/) reads it without the SPA's client.
 */
export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL || '/api/v1'
