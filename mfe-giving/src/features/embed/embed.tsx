import { currentLanguage, initI18n, isLanguage, loadConfig, setLanguage } from '@eoffering/shared';
import type { EmbedOptions, RemoteEmbedModule } from '@eoffering/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GivingWidget } from './giving-widget';

const startShared = async ({ language }: EmbedOptions): Promise<void> => {
  await loadConfig();
  await initI18n(language);
  // The page may have started i18n before (a second widget): follow the language asked for now,
  // with this remote's strings in it (English is fetched when first used).
  await setLanguage(isLanguage(language) ? language : currentLanguage());
};

/**
 * The `./embed` module (mfe-shared/src/federation): the main church website mounts the project
 * widget into one of its elements; the returned function removes it again.
 */
export const mount: RemoteEmbedModule['mount'] = (element, options = {}) => {
  const root = createRoot(element);
  let mounted = true;
  startShared(options).then(
    () => {
      if (mounted) {
        root.render(
          <StrictMode>
            <GivingWidget />
          </StrictMode>,
        );
      }
    },
    (error: unknown) => {
      // The main site keeps working without the widget; the cause goes to the console for its team.
      console.error('eoffering giving widget could not start', error);
    },
  );
  return () => {
    mounted = false;
    root.unmount();
  };
};
