// The only door to react-i18next outside this folder (ESLint `no-restricted-imports`). Like
// react-router, it is bundled inside the @eoffering/shared singleton rather than shared on its own:
// one copy in the page, bound to the one i18next instance, and only the hook the apps use is kept.
export { useTranslation } from 'react-i18next';
