// Loaded on demand by LazyMotion, so the animation engine arrives after the form is usable.
export { domAnimation as default } from 'framer-motion'
