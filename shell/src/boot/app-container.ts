/** The element of index.html the app renders into. */
export const APP_CONTAINER_ID = 'root';
